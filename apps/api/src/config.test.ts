import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { REPO_ROOT, SEED_DIR } from './paths.ts';

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
      serverRender: true,
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
        TRUST_PROXY: '1',
        LOG_LEVEL: 'debug',
        SERVER_RENDER: 'off',
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
      trustProxy: 1,
      logLevel: 'debug',
      serverRender: false,
    });
    expect(loadConfig({ APP_VARIANT: 'ott', PORT: '9000' }, '/w')).toMatchObject({
      webDistDir: join(REPO_ROOT, 'apps/web/dist/ott'),
      publicUrl: 'http://localhost:9000',
    });
  });

  it('trusts a number of proxy hops or a list of proxy addresses, never every proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, '/w').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }, '/w').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(loadConfig({ TRUST_PROXY: 'false' }, '/w').trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }, '/w').trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, '/w')).toThrow(/^Invalid configuration: TRUST_PROXY: give the number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' }, '/w')).toThrow(ConfigError);
  });

  it('seeds the demo identities unless DEMO_ACCOUNTS is off, or NODE_ENV is production and DEMO_ACCOUNTS unset', () => {
    expect(loadConfig({}).demoAccounts).toBe(true);
    expect(loadConfig({ DEMO_ACCOUNTS: 'off' }).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).demoAccounts).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: 'on' }).demoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_ACCOUNTS: '' }).demoAccounts).toBe(false);
    expect(() => loadConfig({ DEMO_ACCOUNTS: 'maybe' })).toThrow(/DEMO_ACCOUNTS/);
  });

  it('mails through SMTP_URL, or to the outbox when it is unset', () => {
    expect(loadConfig({}, '/w')).toMatchObject({ smtpUrl: null, mailFrom: 'STAT <no-reply@stat.test>' });
    const smtp = { SMTP_URL: 'smtps://user:secret@mail.example:465', MAIL_FROM: 'STAT <accounts@stat.example>' };
    expect(loadConfig(smtp, '/w')).toMatchObject({ smtpUrl: smtp.SMTP_URL, mailFrom: smtp.MAIL_FROM });
    expect(loadConfig({ SMTP_URL: '' }, '/w').smtpUrl).toBeNull();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' }, '/w')).toThrow(/^Invalid configuration: SMTP_URL: /);
  });

  it('finds the paywall pages at PAYWALL_FILE when set (from the working directory), else in the seed folder', () => {
    expect(loadConfig({ PAYWALL_FILE: 'ops/paywall.json' }, '/srv').paywallFile).toBe('/srv/ops/paywall.json');
    expect(loadConfig({ PAYWALL_FILE: '/etc/stat/paywall.json' }, '/srv').paywallFile).toBe('/etc/stat/paywall.json');
    expect(loadConfig({}, '/srv').paywallFile).toBe(join(SEED_DIR, 'paywall.json'));
    expect(loadConfig({ PAYWALL_FILE: '' }, '/srv').paywallFile).toBe(join(SEED_DIR, 'paywall.json'));
  });

  it('takes payments at Recurly only with both keys, else at the embedded gateway on GATEWAY_PORT', () => {
    expect(loadConfig({}, '/w')).toMatchObject({ recurly: null, gatewayPort: 0, gatewayPublicUrl: null, redisUrl: null, accountCreationsPerHour: 10 });
    expect(loadConfig({ GATEWAY_PUBLIC_URL: 'https://pay.stat.test/', REDIS_URL: 'redis://cache:6379/0' }, '/w')).toMatchObject({
      gatewayPublicUrl: 'https://pay.stat.test',
      redisUrl: 'redis://cache:6379/0',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache' }, '/w')).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(loadConfig({ RECURLY_API_KEY: 'private', RECURLY_PUBLIC_KEY: 'ewr1-public', GATEWAY_PORT: '8099', ACCOUNT_CREATIONS_PER_HOUR: '500' }, '/w')).toMatchObject({
      recurly: { apiKey: 'private', publicKey: 'ewr1-public' },
      gatewayPort: 8099,
      accountCreationsPerHour: 500,
    });
    expect(() => loadConfig({ RECURLY_API_KEY: 'private' }, '/w')).toThrow(/RECURLY_API_KEY and RECURLY_PUBLIC_KEY go together/);
    // The webhook endpoint's key: Recurly's when given, else the server secret (null here).
    expect(loadConfig({}, '/w').recurlyWebhookKey).toBeNull();
    expect(loadConfig({ RECURLY_WEBHOOK_KEY: '' }, '/w').recurlyWebhookKey).toBeNull();
    expect(loadConfig({ RECURLY_WEBHOOK_KEY: 'endpoint-key' }, '/w').recurlyWebhookKey).toBe('endpoint-key');
    expect(() => loadConfig({ GATEWAY_PORT: '70000' }, '/w')).toThrow(/GATEWAY_PORT/);
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
