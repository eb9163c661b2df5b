import { once } from 'node:events';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, DEFAULT_MAX_CONNECTIONS, loadConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { buildTestApp } from './test/test-app.ts';
import { openTestDatabase } from './test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Sends one request on a new connection; gives all the connection answered before it closed, or its first answer. */
async function request(port: number): Promise<{ socket: Socket; answer: string }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /api/now HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const answer = await new Promise<string>((resolve) => {
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n\r\n')) resolve(received);
    });
    // A connection the server drops ends with nothing, or with a reset.
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, answer };
}

describe('MAX_CONNECTIONS', () => {
  it(`caps open connections (default ${DEFAULT_MAX_CONNECTIONS}), from the environment`, () => {
    expect(loadConfig({}).maxConnections).toBe(DEFAULT_MAX_CONNECTIONS);
    expect(loadConfig({ MAX_CONNECTIONS: '500' }).maxConnections).toBe(500);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(ConfigError);
  });

  it('closes a connection past the cap without answering it, and serves again once one ends', async () => {
    const app = await buildTestApp(database, { maxConnections: 1 });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const first = await request(port);
      expect(first.answer).toMatch(/^HTTP\/1\.1 200 /);

      // The first connection is kept alive: a second one is over the cap.
      const second = await request(port);
      expect(second.answer).toBe('');

      first.socket.destroy();
      await vi.waitFor(async () => expect(await new Promise((resolve) => app.server.getConnections((_error, count) => resolve(count)))).toBe(0));
      const third = await request(port);
      expect(third.answer).toMatch(/^HTTP\/1\.1 200 /);
      third.socket.destroy();
    } finally {
      await app.close();
    }
  });
});
