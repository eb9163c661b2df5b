import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_MESSAGES,
  apiErrorResponseSchema,
  ERROR_CODES,
  MY_LIST_MAX_ITEMS,
  myListAddedSchema,
  myListSchema,
  type MyListItem,
  type MyListRef,
  type Series,
  type Title,
} from '@stat/contracts';
import { IMAGE_SETS } from '../catalogue/artwork-images.ts';
import { seriesIdParam, titleIdParam } from '../catalogue/catalogue-params.ts';
import { lockAbove } from '../catalogue/locking.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import type { MyListItemKind } from './my-list-repository.ts';
import { commonErrorResponses, signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';

/**
 * My List's item type per title type; trailers and clips are not listable (null), and a series
 * is listed by its series id (`my-list/series/{id}`), never by a title's.
 */
const TITLE_ITEM_TYPES: Record<Title['type'], Extract<MyListItem, { id: Title['id'] }>['type'] | null> = {
  movie: 'Movie',
  episode: 'Episode',
  fight: 'Fight',
  series: null,
  trailer: null,
  clip: null,
};

/** A title as a My List item; null when not listable. */
export function titleItem(title: Title): MyListItem | null {
  const type = TITLE_ITEM_TYPES[title.type];
  if (!type) return null;
  return {
    id: title.id,
    type,
    name: title.name,
    releaseYear: title.releaseYear,
    images: title.images,
    prePremiere: title.flags.includes('prePremiere'),
    titleRating: title.titleRating,
    locked: title.locked,
  };
}

/** A series as a My List item; an upcoming series has not premiered yet. */
export function seriesItem(series: Series): MyListItem {
  return {
    id: series.id,
    type: 'SERIES',
    name: series.name,
    releaseYear: series.releaseYear,
    images: series.images,
    prePremiere: series.seriesStatus === 'upcoming',
    titleRating: series.titleRating,
    locked: series.locked,
  };
}

/**
 * My List (streaming spec sections 4 and 7): `v3/user/my-list` lists the signed-in viewer's
 * items newest first; POST adds a title or series at the front (201, or 200 when it is there
 * already); DELETE removes it (204, also when it was not there). Items are the session user's
 * only, `no-store`, and locked above the profile's viewing restrictions.
 */
const myListRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = app.catalogueRepository;
  const myList = app.myListRepository;

  /** The items these refs resolve to, in order; refs whose title or series left the catalogue are skipped. */
  async function itemsOf(refs: readonly MyListRef[]): Promise<MyListItem[]> {
    const [titles, series] = await Promise.all([
      // Landscape and poster for every item: the drawer shows each type its own way (shell spec
      // section 3), a home shelf shows them all alike.
      catalogue.titlesByIds(
        refs.flatMap((ref) => (ref.kind === 'title' ? [ref.id] : [])),
        IMAGE_SETS.tile,
      ),
      catalogue.seriesByIds(
        refs.flatMap((ref) => (ref.kind === 'series' ? [ref.id] : [])),
        IMAGE_SETS.tile,
      ),
    ]);
    return refs.flatMap((ref) => {
      if (ref.kind === 'series') {
        const one = series.get(ref.id);
        return one ? [seriesItem(one)] : [];
      }
      const title = titles.get(ref.id);
      const item = title ? titleItem(title) : null;
      return item ? [item] : [];
    });
  }

  app.get(
    '/api/v3/user/my-list',
    {
      config: { viewer: 'required' },
      schema: {
        tags: ['my-list'],
        summary: "The viewer's My List, newest first",
        response: { 200: myListSchema, ...signedOutResponse, ...commonErrorResponses },
      },
    },
    async (request) => {
      const { user, restrictions: limits } = request.signedInViewer();
      const items = await itemsOf(await myList.list(user.tveUserId));
      return lockAbove({ items }, limits);
    },
  );

  /** POST and DELETE `my-list/{kind}/{id}`, the id parsed and branded as the kind's. */
  function itemRoutes<Id extends MyListRef['id']>(kind: MyListItemKind, idParam: z.ZodType<Id, string>, refOf: (id: Id) => MyListRef, missingBody: string) {
    const params = z.object({ id: idParam });
    const missing = { code: ERROR_CODES.notFound, body: missingBody };

    app.post(
      `/api/v3/user/my-list/${kind}/:id`,
      {
        config: { viewer: 'required' },
        schema: {
          tags: ['my-list'],
          summary: `Add a ${kind} to the front of My List`,
          params,
          response: {
            200: myListAddedSchema.describe('Already in My List: nothing changed'),
            201: myListAddedSchema,
            ...stateChangingErrorResponses,
            400: apiErrorResponseSchema.describe('Malformed id, or a trailer or clip (not listable): error.request.invalid'),
            ...signedOutResponse,
            404: apiErrorResponseSchema.describe(`No such ${kind}: error.notfound`),
            409: apiErrorResponseSchema.describe(`My List already holds ${MY_LIST_MAX_ITEMS} items: error.mylist.full`),
          },
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        const ref = refOf(request.params.id);
        const [item] = await itemsOf([ref]);
        if (!item) {
          // A trailer or clip exists but cannot be listed; anything else is not in the catalogue.
          const exists = ref.kind === 'title' && (await catalogue.titlesByIds([ref.id], [])).has(ref.id);
          if (exists) return sendApiError(reply, 400, { code: ERROR_CODES.requestInvalid, body: API_MESSAGES.myListNotListable });
          return sendApiError(reply, 404, missing);
        }
        const outcome = await myList.add(user.tveUserId, ref, MY_LIST_MAX_ITEMS);
        if (outcome === 'full') return sendApiError(reply, 409, { code: ERROR_CODES.myListFull, body: API_MESSAGES.myListFull });
        const limits = request.signedInViewer().restrictions;
        return reply.code(outcome === 'added' ? 201 : 200).send(lockAbove({ item }, limits));
      },
    );

    app.delete(
      `/api/v3/user/my-list/${kind}/:id`,
      {
        config: { viewer: 'required' },
        schema: {
          tags: ['my-list'],
          summary: `Remove a ${kind} from My List (204 whether or not it was there)`,
          params,
          response: { 204: z.undefined().describe('Removed, or was not there'), ...stateChangingErrorResponses, ...signedOutResponse },
        },
      },
      async (request, reply) => {
        const { user } = request.signedInViewer();
        // No catalogue check: an item whose title has left the catalogue can still be removed.
        await myList.remove(user.tveUserId, refOf(request.params.id));
        return reply.code(204).send();
      },
    );
  }

  itemRoutes('title', titleIdParam, (id) => ({ kind: 'title', id }), API_MESSAGES.titleNotFound);
  itemRoutes('series', seriesIdParam, (id) => ({ kind: 'series', id }), API_MESSAGES.seriesNotFound);
};
export default myListRoutes;