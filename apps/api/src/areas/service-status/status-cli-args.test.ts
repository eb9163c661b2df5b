import { describe, expect, it } from 'vitest';
import { parseStatusArgs } from './status-cli-args.ts';

describe('npm run status: its arguments', () => {
  it.each([
    [['--incident', 'Live channels are buffering', '--affects', 'live'], { kind: 'declare', text: 'Live channels are buffering', affects: 'live' }],
    [['--affects', 'all', '--incident', '  Everything is down  '], { kind: 'declare', text: 'Everything is down', affects: 'all' }],
    [['--incident=Sign-in fails', '--affects=sign-in'], { kind: 'declare', text: 'Sign-in fails', affects: 'sign-in' }],
    [['--incident', 'The fight stream stalls', '--affects', 'ppv'], { kind: 'declare', text: 'The fight stream stalls', affects: 'ppv' }],
    [['--resolve'], { kind: 'resolve', id: null }],
    [['--resolve', '--id', '12'], { kind: 'resolve', id: 12 }],
  ])('%j is a command', (args, command) => {
    expect(parseStatusArgs(args)).toEqual(command);
  });

  it.each([
    [[], /--incident "<text>" --affects <area>, or --resolve/],
    [['--incident', 'Live is down'], /--affects must be one of ppv, live, sign-in, all/],
    [['--incident', 'Live is down', '--affects', 'tv'], /--affects must be one of/],
    [['--affects', 'live'], /--incident/],
    [['--incident', 'no', '--affects', 'live'], /one line of 3 to 280 characters/],
    [['--incident', 'x'.repeat(281), '--affects', 'live'], /one line of 3 to 280 characters/],
    [['--incident', 'two\nlines', '--affects', 'live'], /one line/],
    [['--incident', '--affects', 'live'], /--affects must be one of|one line|argument/],
    [['--resolve', '--incident', 'Live is down'], /--resolve takes no --incident or --affects/],
    [['--resolve', '--id', 'seven'], /--id must be an incident's number/],
    [['--resolve', '--id', '0'], /--id must be an incident's number/],
    [['--id', '3'], /--id goes with --resolve/],
    [['--resolve', 'now'], /Unexpected argument|positional/i],
    [['--end'], /Unknown option/],
  ])('%j is refused with the reason', (args, reason) => {
    const command = parseStatusArgs(args);
    expect(command.kind).toBe('invalid');
    expect(command.kind === 'invalid' && command.reason).toMatch(reason);
  });
});
