import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxConfig, type NginxSite } from './nginx-config.ts';

const prefix = mkdtempSync(join(tmpdir(), 'stat-nginx-test-'));
afterAll(() => rmSync(prefix, { recursive: true, force: true }));

const site: NginxSite = {
  port: 18080,
  gatewayPort: 18081,
  upstreams: [
    { port: 31001, gatewayPort: 32001 },
    { port: 31002, gatewayPort: 32002 },
  ],
  prefix,
  asRoot: process.getuid?.() === 0,
};

describe('the cluster’s nginx configuration', () => {
  const config = nginxConfig(site);

  it('is one nginx accepts', () => {
    const file = join(prefix, 'nginx.conf');
    writeFileSync(file, config);
    // nginx -t reads the whole file and checks every directive and path, without serving.
    expect(() => execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-e', join(prefix, 'error.log'), '-c', file], { stdio: 'pipe' })).not.toThrow();
  });

  it('sends the site round-robin to every instance, and the gateway’s origin to every instance’s gateway', () => {
    const upstream = (name: string) => config.slice(config.indexOf(`upstream ${name}`), config.indexOf('}', config.indexOf(`upstream ${name}`)));
    expect(upstream('stat_instances')).toContain('server 127.0.0.1:31001');
    expect(upstream('stat_instances')).toContain('server 127.0.0.1:31002');
    expect(upstream('stat_gateways')).toContain('server 127.0.0.1:32001');
    expect(upstream('stat_gateways')).toContain('server 127.0.0.1:32002');
    // No sticky sessions: no ip_hash, hash or sticky directive picks an instance per client.
    expect(config).not.toMatch(/ip_hash|\bhash\b|sticky/);
    expect(config).toContain('listen 18080;');
    expect(config).toContain('listen 18081;');
  });

  it('pins a request to one instance only when it asks by X-Stat-Instance, and says which answered', () => {
    expect(config).toContain('map $http_x_stat_instance $stat_upstream {');
    expect(config).toContain('default stat_instances;');
    expect(config).toContain('"2" stat_instance_2;');
    expect(config).toContain('proxy_pass http://$stat_upstream;');
    expect(config).toContain('add_header X-Stat-Upstream $upstream_addr always;');
  });

  it('tells the instances who asked and how, and never replays a request that is not idempotent', () => {
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(config).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    expect(config).toContain('proxy_set_header Host $http_host;');
    expect(config).toMatch(/proxy_next_upstream error timeout http_502 http_503;/);
    expect(config).not.toContain('non_idempotent');
  });
});
