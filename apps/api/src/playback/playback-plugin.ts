import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { DrmConfig } from '../config.ts';
import contentKeysRepository from '../repositories/content-keys-repository.ts';
import { createServerSecretsRepository } from '../repositories/server-secrets-repository.ts';
import { createChannelPrograms, type ChannelPrograms } from './channel-programs.ts';
import { createLicenceTokens, type LicenceTokens } from './licence-token.ts';
import { createMediaLibrary, type MediaLibrary } from './media-library.ts';

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
  tokens: LicenceTokens;
  channels: ChannelPrograms;
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
export default fp<PlaybackOptions>(
  async (app, opts) => {
    const now = opts.now ?? Date.now;
    await app.register(contentKeysRepository, { kek: opts.kek });
    const secret = await createServerSecretsRepository(app.database.db).getOrCreate('licence-token-key', () => randomBytes(32).toString('base64url'));
    app.decorate('playback', {
      tokens: createLicenceTokens(Buffer.from(secret, 'base64url'), now),
      channels: createChannelPrograms(app.catalogueRepository, now),
      library: createMediaLibrary(opts.mediaDir),
      mediaBaseUrl: opts.mediaBaseUrl,
      drm: opts.drm,
      now,
    });
  },
  { name: 'playback', dependencies: ['database', 'catalogue-repository'] },
);
