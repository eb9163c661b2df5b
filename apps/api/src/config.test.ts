import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT } from './paths.ts';

describe('loadConfig', () => {
  it('has the agreed defaults', () => {
    const config = loadConfig({}, '/srv/stat');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      variant: 'stat',
      dataDir: '/srv/stat/data',
      databaseUrl: undefined,
      webDistDir: join(REPO_ROOT, 'apps/web/dist/stat'),
      publicUrl: 'http://localhost:8080',
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads every variable, resolving paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '8101',
        APP_VARIANT: 'ott',
        DATA_DIR: 'tmp/d',
        DATABASE_URL: 'postgres://u@db:5432/stat',
        WEB_DIST_DIR: '/opt/web',
        PUBLIC_URL: 'https://stat.example/',
        TRUST_PROXY: 'true',
        LOG_LEVEL: 'debug',
      },
      '/w',
    );
    expect(config).toMatchObject({
      port: 8101,
      variant: 'ott',
      dataDir: '/w/tmp/d',
      databaseUrl: 'postgres://u@db:5432/stat',
      webDistDir: '/opt/web',
      publicUrl: 'https://stat.example',
      trustProxy: true,
      logLevel: 'debug',
    });
    expect(loadConfig({ APP_VARIANT: 'ott', PORT: '9000' }, '/w')).toMatchObject({
      webDistDir: join(REPO_ROOT, 'apps/web/dist/ott'),
      publicUrl: 'http://localhost:9000',
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', HOST: '' }, '/w')).toMatchObject({ databaseUrl: undefined, host: '0.0.0.0' });
  });

  it('stops on a bad value with one line naming it', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, '/w')).toThrow(ConfigError);
    expect(() => loadConfig({ APP_VARIANT: 'cable' }, '/w')).toThrow(/^Invalid configuration: APP_VARIANT: /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' }, '/w')).toThrow(/DATABASE_URL: must be a postgres/);
    try {
      loadConfig({ PORT: '70000', LOG_LEVEL: 'loud' }, '/w');
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
      expect((error as Error).message).toMatch(/PORT: .*; LOG_LEVEL: /);
    }
  });
});
