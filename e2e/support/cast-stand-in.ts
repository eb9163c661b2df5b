import type { BrowserContext, Page } from '@playwright/test';
import { CAST_LABELS } from '@stat/contracts';
import {
  CAST_STAND_IN_DEFAULTS,
  installCastStandIn,
  type CastStandInLoad,
  type CastStandInOptions,
  type CastStandInRecord,
} from '../../apps/web/src/testing/cast-framework-stand-in.ts';

/** The Cast sender library's address, as the app asks for it (any query). */
export const CAST_SENDER_PATTERN = '**/cv/js/sender/v1/cast_sender.js*';

/**
 * Serves the stand-in framework in place of Google's library: when the app loads the library,
 * the page gets `window.chrome.cast` and `window.cast.framework` that connect to `deviceName`
 * and record what the app asks of them (read with `castLoads`, `castCommands`).
 */
export async function serveCastStandIn(target: Page | BrowserContext, options: Partial<CastStandInOptions> = {}): Promise<void> {
  const body = `(${installCastStandIn.toString()})(${JSON.stringify({ ...CAST_STAND_IN_DEFAULTS, ...options })});`;
  await target.route(CAST_SENDER_PATTERN, (route) => route.fulfill({ contentType: 'text/javascript', body }));
}

/** The library never arrives (a network failure, or a blocker): casting stays unavailable. */
export async function blockCastSender(target: Page | BrowserContext): Promise<void> {
  await target.route(CAST_SENDER_PATTERN, (route) => route.abort('blockedbyclient'));
}

/** Whether the page has asked for the library at all (it must not outside Chrome or before the player). */
export function watchCastSenderRequests(page: Page): () => number {
  let requests = 0;
  page.on('request', (request) => {
    if (/\/cv\/js\/sender\/v1\/cast_sender\.js/.test(request.url())) requests += 1;
  });
  return () => requests;
}

type StandInWindow = { __castStandIn?: CastStandInRecord };

/** Every load request the receiver got, in order: MediaInfo (contentUrl, metadata, customData), currentTime. */
export function castLoads(page: Page): Promise<CastStandInLoad[]> {
  return page.evaluate(() => (window as unknown as StandInWindow).__castStandIn?.loads ?? []);
}

/** The remote commands sent so far: 'playOrPause', 'seek:<seconds>', 'stop', 'endSession'. */
export function castCommands(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as StandInWindow).__castStandIn?.commands ?? []);
}

/** The receiver's side: its title plays on for `seconds`. */
export async function receiverAdvances(page: Page, seconds: number): Promise<void> {
  await page.evaluate((by) => (window as unknown as StandInWindow).__castStandIn?.receiver.advance(by), seconds);
}

/** The receiver's side: its title ends (the mini sender goes, the session stays). */
export async function receiverFinishes(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as StandInWindow).__castStandIn?.receiver.finish());
}

/** The player's cast button while nothing is cast. */
export function castButton(page: Page) {
  return page.getByRole('button', { name: CAST_LABELS.castToDevice });
}

/** The mini sender at the bottom of every page while casting and minimized. */
export function miniSender(page: Page) {
  return page.getByRole('region', { name: CAST_LABELS.miniSender });
}
