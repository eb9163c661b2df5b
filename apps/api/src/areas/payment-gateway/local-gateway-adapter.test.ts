import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import recurly from 'recurly';
import { HttpAdapterContract } from 'recurly/lib/testing.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalGatewayAdapter } from './local-gateway-adapter.ts';

describe('LocalGatewayAdapter', () => {
  describe("the recurly client's HttpAdapter contract (recurly/lib/testing)", () => {
    HttpAdapterContract.runSuite(
      () => new LocalGatewayAdapter('http://127.0.0.1:9'),
      ({ name, run }) => it(name, run),
    );
  });

  describe('routing', () => {
    let server: Server;
    let origin: string;
    const received: { method?: string; url?: string; authorization?: string; body: string }[] = [];
    beforeAll(async () => {
      server = createServer((request: IncomingMessage, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          received.push({ method: request.method, url: request.url, authorization: request.headers.authorization, body });
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('{"object":"account","code":"bob"}');
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it.each(['https://v3.recurly.com', 'https://v3.eu.recurly.com'])('sends a call for %s to the gateway, path, query and body unchanged', async (host) => {
      received.length = 0;
      const answer = await new LocalGatewayAdapter(origin).execute('POST', `${host}/accounts/code-bob/subscriptions?limit=2&state=active`, { authorization: 'Basic a2V5Og==' }, '{"x":1}');
      expect(answer.statusCode).toBe(200);
      expect(received).toEqual([{ method: 'POST', url: '/accounts/code-bob/subscriptions?limit=2&state=active', authorization: 'Basic a2V5Og==', body: '{"x":1}' }]);
    });

    it('leaves a host that only starts like Recurly\'s alone', async () => {
      await expect(new LocalGatewayAdapter(origin).execute('GET', 'https://v3.recurly.com.invalid/accounts', {}, null)).rejects.toThrow();
    });

    it('is what the recurly client sends its calls through', async () => {
      received.length = 0;
      const client = new recurly.Client('private-key', { httpAdapter: new LocalGatewayAdapter(origin) });
      const account = await client.getAccount('code-bob');
      expect(account.code).toBe('bob');
      expect(received[0]).toMatchObject({ method: 'GET', url: '/accounts/code-bob', authorization: `Basic ${Buffer.from('private-key:').toString('base64')}` });
    });
  });
});
