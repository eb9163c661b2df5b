import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_MESSAGES, APP_VERSION, type Dictionary } from '@stat/contracts';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { FlagStore } from './flags/flag-store.ts';
import csrf from './plugins/csrf.ts';
import database from './plugins/database.ts';
import errorHandler from './plugins/error-handler.ts';
import sessions from './plugins/sessions.ts';
import sessionsRepository from './repositories/sessions-repository.ts';
import usersRepository from './repositories/users-repository.ts';
import deviceRoutes from './routes/device.ts';
import dictionaryRoutes from './routes/dictionary.ts';
import docsRoutes from './routes/docs.ts';
import healthRoutes from './routes/health.ts';
import nowRoutes from './routes/now.ts';
import ofrepRoutes from './routes/ofrep.ts';
import providerLogoRoutes from './routes/provider-logos.ts';
import userRoutes from './routes/user.ts';
import webApp from './routes/web-app.ts';

export interface AppOptions {
  config: Pick<AppConfig, 'variant' | 'webDistDir' | 'rateLimitMax'>;
  database: Database;
  dictionary: Dictionary;
  flagStore: FlagStore;
  /** Rate-limit window; tests shorten it. */
  rateLimitWindowMs?: number;
}

/** The strict policy: nothing inline, nothing from elsewhere. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/** The whole STAT server as one Fastify plugin (wrapped by fastify-plugin so its settings reach the root). */
async function statApp(app: FastifyInstance, opts: AppOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins. Security headers first so every answer, errors included, carries them;
  //    the rate limit before anything that touches the database; swagger before any route so
  //    it sees them all.
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS only over TLS (hook below): on plain-HTTP localhost it would be meaningless.
    hsts: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: opts.config.rateLimitMax,
    timeWindow: opts.rateLimitWindowMs ?? 60_000,
    // Thrown, then shaped by the error handlers (API shape, or OFREP's under /ofrep).
    errorResponseBuilder: () => Object.assign(new Error(API_MESSAGES.rateLimited), { statusCode: 429 }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'STAT API', version: APP_VERSION, description: 'The STAT streaming service API.' },
    },
    transform: jsonSchemaTransform,
  });

  // 2. App plugins, each named with its dependencies: errors, data access, then the request
  //    guards. CSRF runs before sessions, so a refused call never reaches the database.
  await app.register(errorHandler);
  await app.register(database, { database: opts.database });
  await app.register(usersRepository);
  await app.register(sessionsRepository);
  await app.register(csrf);
  await app.register(sessions);
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  // 3. Routes: the API, the flags, the OpenAPI document, then the SPA and the not-found rules.
  await app.register(healthRoutes);
  await app.register(nowRoutes, { variant: opts.config.variant });
  await app.register(userRoutes);
  await app.register(dictionaryRoutes, { dictionary: opts.dictionary });
  await app.register(providerLogoRoutes, { dictionary: opts.dictionary });
  await app.register(deviceRoutes);
  await app.register(ofrepRoutes, { flagStore: opts.flagStore });
  await app.register(docsRoutes);
  await app.register(webApp, { webDistDir: opts.config.webDistDir });
}

const statAppPlugin = fp(statApp, { name: 'stat-app' });
export default statAppPlugin;

/** A Fastify instance with the STAT app registered (not yet listening). */
export async function buildApp(
  opts: AppOptions & { logger?: FastifyBaseLogger; trustProxy?: boolean },
): Promise<FastifyInstance> {
  const { logger, trustProxy, ...appOptions } = opts;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: trustProxy ?? false,
    // Answer 503 to requests arriving while we shut down, instead of hanging.
    return503OnClosing: true,
  });
  await app.register(statAppPlugin, appOptions);
  return app;
}
