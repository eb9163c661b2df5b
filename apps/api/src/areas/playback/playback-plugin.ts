import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Title, TitleId } from '@stat/contracts';
import type { DrmConfig } from '../../config.ts';
import contentKeysRepository from './content-keys-repository.ts';
import { createServerSecretsRepository } from '../../db/server-secrets-repository.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { createChannelPrograms, type ChannelPrograms } from './channel-programs.ts';
import { createLicenceTokens, type LicenceTokens } from './licence-token.ts';
import { createMediaLibrary, type MediaLibrary } from './media-library.ts';
import type { PpvStore } from '../ppv/ppv-store.ts';

const TITLE_CACHE = { ttlMs: 60_000, maxEntries: 5_000 };

export interface PlaybackOptions {
  /** The key-encryption key of the content keys. */
  kek: Buffer;
  /** Where players fetch media (start-play's uri and sdUri start with it). */
  mediaBaseUrl: string;
  /** The pipeline's clips, which the media routes package. */
  mediaDir: string;
  drm: DrmConfig;
  /** Tests move the clock. */
  now?: () => number;
}

export interface Playback {
  /**
   * A catalogue title, as start-play, the licence server and the media origin see it: read at
   * most once a minute per title (catalogue answers are built once a minute too), since every
   * segment request asks.
   */
  titleById(id: TitleId): Promise<Title | null>;
  tokens: LicenceTokens;
  channels: ChannelPrograms;
  /** The pay-per-view event and its phase: the ppv channel's programs and its window. */
  ppv: PpvStore;
  library: MediaLibrary;
  mediaBaseUrl: string;
  drm: DrmConfig;
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    playback: Playback;
  }
}

/** What start-play, the licence server and the media routes share: keys, tokens, the channels' programs. */
export default fp<PlaybackOptions & { ppvStore: PpvStore }>(
  async (app, opts) => {
    const now = opts.now ?? Date.now;
    await app.register(contentKeysRepository, { kek: opts.kek });
    const secret = await createServerSecretsRepository(app.database.db).getOrCreate('licence-token-key', () => randomBytes(32).toString('base64url'));
    const titles = createTtlCache<TitleId, Title | null>(TITLE_CACHE, now);
    const titleById = (id: TitleId) => titles.get(id, () => app.catalogueRepository.titleById(id), (title) => title !== null);
    app.decorate('playback', {
      titleById,
      tokens: createLicenceTokens(Buffer.from(secret, 'base64url'), now),
      channels: createChannelPrograms(app.catalogueRepository, now, { store: opts.ppvStore, titleById }),
      ppv: opts.ppvStore,
      library: createMediaLibrary(opts.mediaDir),
      mediaBaseUrl: opts.mediaBaseUrl,
      drm: opts.drm,
      now,
    });
  },
  { name: 'playback', dependencies: ['database', 'catalogue-repository'] },
);
