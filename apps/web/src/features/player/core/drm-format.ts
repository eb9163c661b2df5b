import type { DrmFormat } from '@stat/contracts';
import type { DrmSupport } from '../../../lib/drm-check.ts';

/** The EME key system each start-play format is played with. */
export const KEY_SYSTEM_OF: Readonly<Record<DrmFormat, string>> = {
  WIDEVINE: 'com.widevine.alpha',
  FAIRPLAY_URI: 'com.apple.fps',
  CLEARKEY: 'org.w3.clearkey',
};

const SUPPORT_OF: Readonly<Record<DrmFormat, keyof DrmSupport>> = {
  WIDEVINE: 'widevine',
  FAIRPLAY_URI: 'fairplay',
  CLEARKEY: 'clearkey',
};

/**
 * The formats to ask start-play for, best first: the studio-grade systems before ClearKey, and
 * only those this browser has. Before the start-up check has answered, every format is tried
 * (the player's own setup error then says what is missing).
 */
export function formatsFor(support: DrmSupport | null): DrmFormat[] {
  const order: DrmFormat[] = ['WIDEVINE', 'FAIRPLAY_URI', 'CLEARKEY'];
  if (!support) return order;
  const available = order.filter((format) => support[SUPPORT_OF[format]]);
  // Nothing available still asks for ClearKey: the player's setup error names the missing system.
  return available.length > 0 ? available : ['CLEARKEY'];
}
