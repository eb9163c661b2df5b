import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOME_MODULE_ITEM_LIMIT, HOME_MODULE_TYPES, homeModulesSchema, menuSchema, promotedSchema } from '@stat/contracts';
import { createSharedAnswerSender } from './send-catalogue-answer.ts';
import { commonErrorResponses } from '../../lib/error-responses.ts';

const notModified = z.undefined().describe('Not modified');

/** "SERIES,MOVIES": the module types the client supports (the flag supportedHomeModules), each known, no repeats. */
const supportedModulesQuery = z
  .string()
  .max(200)
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(HOME_MODULE_TYPES)).min(1, 'Expected at least one module type'));

/** What home and the header are built from: the menu, the home shelves and the hero's items. */
const homeCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.catalogueRepository;
  const send = createSharedAnswerSender();

  app.get(
    '/api/menu',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The menu: categories with their sub-items (the client routes them by streaming spec section 2)",
        response: { 200: menuSchema, 304: notModified, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await send(request, reply, 'menu', async () => ({ items: await repository.menu() }), { maxAgeSeconds: 300 });
      return reply;
    },
  );

  app.get(
    '/api/modules',
    {
      schema: {
        tags: ['catalogue'],
        summary: `The home shelves of the supported types, in order, each with up to ${HOME_MODULE_ITEM_LIMIT} items`,
        querystring: z.object({ supportedModules: supportedModulesQuery }),
        response: { 200: homeModulesSchema, 304: notModified, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      const types = [...request.query.supportedModules].sort();
      const load = async () => ({ modules: await repository.modules(types, HOME_MODULE_ITEM_LIMIT) });
      await send(request, reply, `modules:${types.join(',')}`, load);
      return reply;
    },
  );

  app.get(
    '/api/promoted',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The home hero's items, with the hero image types",
        response: { 200: promotedSchema, 304: notModified, ...commonErrorResponses },
      },
    },
    async (request, reply) => {
      await send(request, reply, 'promoted', async () => ({ items: await repository.promoted() }));
      return reply;
    },
  );
};
export default homeCatalogueRoutes;
