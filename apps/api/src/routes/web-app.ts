import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_MESSAGES, ERROR_CODES } from '@stat/contracts';
import { sendApiError } from '../plugins/api-error.ts';

/** Vite puts content-hashed files under /assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');
}

function isServerPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/ofrep/');
}

/**
 * The built SPA on the API's port: static files, index.html for every other HTML GET (the SPA
 * shows /404 itself), 404 in the API's error shape for the rest. Without a build, a clear 503.
 */
export default fp<{ webDistDir: string }>(
  async (app, opts) => {
    const built = existsSync(join(opts.webDistDir, 'index.html'));
    const notBuilt = (reply: FastifyReply) =>
      reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(`The STAT web app is not built (no ${join(opts.webDistDir, 'index.html')}). Run "npm run build", then restart the server.\n`);

    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDistDir,
        // Cache headers are ours (below), not the plugin's default max-age=0.
        cacheControl: false,
        setHeaders(reply, path) {
          reply.header('cache-control', path.startsWith(join(opts.webDistDir, 'assets', '/')) ? IMMUTABLE : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir: opts.webDistDir }, 'web app not built: / answers 503');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => notBuilt(reply));
    }

    app.setNotFoundHandler((request, reply) => {
      if (!isServerPath(request.url) && wantsHtml(request)) {
        return built ? reply.header('cache-control', 'no-cache').sendFile('index.html') : notBuilt(reply);
      }
      return sendApiError(reply, 404, { code: ERROR_CODES.notFound, body: API_MESSAGES.notFound });
    });
  },
  { name: 'web-app' },
);
