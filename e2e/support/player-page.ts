import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { APP_VERSION, STAT_HEADERS, startPlaySchema, type StartPlay } from '@stat/contracts';
import { readTimeCode, TIME_CODE_GEOMETRY, type TimeCode } from '@stat/media';
import { repoRoot } from './api-server.mjs';

const PAGE_PATH = '/__e2e/player';
const SHAKA = readFileSync(join(repoRoot, 'node_modules/shaka-player/dist/shaka-player.compiled.js'), 'utf8');
// The picture at the pipeline's own size, so the time code's geometry holds pixel for pixel.
const { frameWidth, frameHeight } = TIME_CODE_GEOMETRY;
const PAGE = `<!doctype html><html lang="en"><title>Test player</title>
<style>body{margin:0;background:#000}video{display:block;width:${frameWidth}px;height:${frameHeight}px}</style>
<video muted playsinline></video></html>`;

/**
 * A minimal test page on the server's own origin (so its cookies, a secure context for EME,
 * and same-origin calls) with Shaka Player, not the app: the player issue builds the real one.
 */
export async function openTestPlayer(page: Page, baseURL: string): Promise<void> {
  await page.setViewportSize({ width: frameWidth, height: frameHeight });
  await page.route(`${baseURL}${PAGE_PATH}`, (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(PAGE_PATH);
  await page.addScriptTag({ content: SHAKA });
}

/** Calls a start-play path (`title/startplay/title/<id>`, `channel/startplay/<id>`) as the page's visitor. */
export async function startPlay(page: Page, path: string): Promise<StartPlay> {
  const answer = await page.evaluate(
    async ({ url, header, version }) => {
      const response = await fetch(url, { headers: { [header]: version } });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: `/api/${path}/format/CLEARKEY`, header: STAT_HEADERS.appVersion, version: APP_VERSION },
  );
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return startPlaySchema.parse(answer.body);
}

/** Loads the presentation with our ClearKey licence URL and plays it; player errors land in `window.playerErrors`. */
export async function play(page: Page, start: Pick<StartPlay, 'uri' | 'licenseUrl'>): Promise<void> {
  await page.evaluate(
    async ({ uri, licenseUrl, header, version }) => {
      const shaka = (window as unknown as { shaka: ShakaGlobal }).shaka;
      const errors: unknown[] = [];
      Object.assign(window, { playerErrors: errors });
      const video = document.querySelector('video')!;
      const player = new shaka.Player();
      await player.attach(video);
      // The smallest picture: adaptation is not under test, and two browsers decoding 720p in
      // software on a 2-core machine starve the server they are testing.
      player.configure({
        drm: { servers: { 'org.w3.clearkey': new URL(licenseUrl, location.href).href } },
        abr: { enabled: false, restrictions: { maxHeight: 360 } },
      });
      // Licence calls change nothing, but go through the API's CSRF guard like every POST.
      player.getNetworkingEngine().registerRequestFilter((type, request) => {
        if (type === shaka.net.NetworkingEngine.RequestType.LICENSE) request.headers[header] = version;
      });
      player.addEventListener('error', (event) => errors.push((event as unknown as { detail: unknown }).detail));
      await player.load(uri);
      await video.play();
    },
    { ...start, header: STAT_HEADERS.appVersion, version: APP_VERSION },
  );
}

/** What the video element reports: where it is, frames decoded, the player's errors. */
export function playbackState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video')!;
    const quality = video.getVideoPlaybackQuality();
    return {
      currentTime: video.currentTime,
      decodedFrames: quality.totalVideoFrames - quality.droppedVideoFrames,
      errors: (window as unknown as { playerErrors: unknown[] }).playerErrors,
    };
  });
}

/**
 * Pauses and reads the picture's time code (the clip and the second it shows) from a
 * screenshot of the video: the browser will not hand decrypted frames to a canvas.
 */
export async function pausedPicture(page: Page): Promise<{ currentTime: number; timeCode: TimeCode | null }> {
  const currentTime = await page.evaluate(() => {
    const video = document.querySelector('video')!;
    video.pause();
    return video.currentTime;
  });
  // Two frames' time for the compositor to show the paused frame.
  await page.waitForTimeout(100);
  const { data, info } = await sharp(await page.locator('video').screenshot()).raw().toBuffer({ resolveWithObject: true });
  const luma = (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
  };
  return { currentTime, timeCode: readTimeCode(luma) };
}

/** The little of Shaka's global the test page uses. */
interface ShakaGlobal {
  Player: new () => {
    attach(video: HTMLVideoElement): Promise<void>;
    configure(config: object): void;
    load(uri: string): Promise<void>;
    addEventListener(type: string, listener: (event: Event) => void): void;
    getNetworkingEngine(): { registerRequestFilter(filter: (type: number, request: { headers: Record<string, string> }) => void): void };
  };
  net: { NetworkingEngine: { RequestType: { LICENSE: number } } };
}
