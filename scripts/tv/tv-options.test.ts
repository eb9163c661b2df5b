import { describe, expect, it } from 'vitest';
import { parseTvCommand } from './tv-options.ts';

const run = (argv: string[], env: Record<string, string> = {}) => parseTvCommand(argv, env);

describe('parseTvCommand', () => {
  it('defaults to a Roku on localhost:8080, without watching', () => {
    expect(run([])).toEqual({
      kind: 'run',
      options: { baseUrl: 'http://localhost:8080', platform: 'roku', watchEverySeconds: null },
    });
  });

  it('takes the server from --url, else STAT_URL, without a trailing slash', () => {
    expect(run([], { STAT_URL: 'http://tv.test:3000/' })).toMatchObject({ options: { baseUrl: 'http://tv.test:3000' } });
    expect(run(['--url', 'https://a.test'], { STAT_URL: 'http://b.test' })).toMatchObject({ options: { baseUrl: 'https://a.test' } });
    expect(run(['--url', 'localhost:8080'])).toMatchObject({ kind: 'invalid' });
  });

  it('checks the platform id; --unsupported is the smart fridge', () => {
    expect(run(['--platform', 'tvos'])).toMatchObject({ options: { platform: 'tvos' } });
    expect(run(['--platform', 'Apple TV'])).toMatchObject({ kind: 'invalid' });
    expect(run(['--unsupported'])).toMatchObject({ options: { platform: 'smartfridge' } });
    expect(run(['--unsupported', '--platform', 'roku'])).toMatchObject({ kind: 'invalid' });
  });

  it('watches every 10 s unless --every says otherwise', () => {
    expect(run(['--watch'])).toMatchObject({ options: { watchEverySeconds: 10 } });
    expect(run(['--watch', '--every', '2.5'])).toMatchObject({ options: { watchEverySeconds: 2.5 } });
    expect(run(['--watch', '--every', '0'])).toMatchObject({ kind: 'invalid' });
    expect(run(['--every', '3'])).toMatchObject({ kind: 'invalid' });
  });

  it('answers help, and refuses unknown options', () => {
    expect(run(['--help'])).toEqual({ kind: 'help' });
    expect(run(['-h', '--url', 'nonsense'])).toEqual({ kind: 'help' });
    expect(run(['--colour'])).toMatchObject({ kind: 'invalid' });
  });
});
