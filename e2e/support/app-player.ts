import { expect, type Locator, type Page } from '@playwright/test';
import type pg from 'pg';
import sharp from 'sharp';
import { PLAYER_LABELS } from '@stat/contracts';
import { readTimeCode, TIME_CODE_GEOMETRY, type TimeCode } from '@stat/media';

/** The app's player: the region that holds the video and its controls. */
export const playerRegion = (page: Page): Locator => page.getByRole('region', { name: PLAYER_LABELS.region });

/**
 * The picture at the pipeline's own size, so the time code's geometry holds pixel for pixel:
 * the player fills the viewport and letterboxes nothing at 16:9.
 */
export async function usePictureSizedViewport(page: Page): Promise<void> {
  await page.setViewportSize({ width: TIME_CODE_GEOMETRY.frameWidth, height: TIME_CODE_GEOMETRY.frameHeight });
}

/** Hovers a play button (the player warms up), then presses it. */
export async function pressPlay(button: Locator): Promise<void> {
  await button.hover();
  await button.click();
}

/** What the video element reports: where it is, frames decoded, its picture height. */
export function videoState(page: Page) {
  return page.evaluate(() => {
    const video = document.querySelector('video')!;
    const quality = video.getVideoPlaybackQuality();
    return {
      currentTime: video.currentTime,
      paused: video.paused,
      decodedFrames: quality.totalVideoFrames - quality.droppedVideoFrames,
      height: video.videoHeight,
    };
  });
}

/**
 * Waits until the video has played `seconds` past where it is now and decoded new frames on the
 * way: a playhead that moves without pictures (a jump over a gap, audio alone) is not playing.
 * It counts once the player says Playing: a start-up seek (a live channel's, from the back of
 * its window to the live edge) moves the time without playing anything.
 */
export async function expectPlaying(page: Page, seconds = 2): Promise<void> {
  await expect(playerRegion(page).getByRole('status')).toHaveText(PLAYER_LABELS.states.PLAYING, { timeout: 25_000 });
  const from = await videoState(page);
  await expect
    .poll(
      async () => {
        const now = await videoState(page);
        return { played: now.currentTime - from.currentTime > seconds, newFrames: now.decodedFrames > from.decodedFrames };
      },
      { timeout: 25_000 },
    )
    .toEqual({ played: true, newFrames: true });
}

/** The player's state as it announces it to screen readers. */
export const announcedState = (page: Page, state: keyof typeof PLAYER_LABELS.states) =>
  expect(playerRegion(page).getByRole('status')).toHaveText(PLAYER_LABELS.states[state]);

/**
 * Pauses and reads the picture's time code (the clip and the second it shows) from a
 * screenshot of the video with the player's controls hidden: the browser will not hand
 * decrypted frames to a canvas.
 */
export async function pausedPicture(page: Page): Promise<{ currentTime: number; timeCode: TimeCode | null }> {
  const chrome = '[role="region"] > :not(video)';
  const currentTime = await page.evaluate((selector) => {
    const video = document.querySelector('video')!;
    video.pause();
    for (const element of document.querySelectorAll<HTMLElement>(selector)) element.style.visibility = 'hidden';
    return video.currentTime;
  }, chrome);
  // Two frames' time for the compositor to show the paused frame.
  await page.waitForTimeout(100);
  const shot = await page.locator('video').screenshot();
  await page.evaluate((selector) => {
    for (const element of document.querySelectorAll<HTMLElement>(selector)) element.style.visibility = '';
  }, chrome);
  const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true });
  const luma = (x: number, y: number) => {
    const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
    return 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
  };
  return { currentTime, timeCode: readTimeCode(luma) };
}

/** Records the URLs the page asks for that match, for "was it asked" checks. */
export function recordRequests(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (pattern.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** A movie rated R and not free, which an authorized viewer plays: found by what it is, as the API tests' playable ids are. */
export async function playableMovie(db: pg.Pool): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM titles WHERE type = 'movie' AND rating = 'MOVIE_R' AND NOT 'free' = ANY(flags) ORDER BY id LIMIT 1",
  );
  return rows[0]!.id;
}

/** After a reload the browser may want a gesture before sound: then the big play button starts it. */
export async function playOnAfterReload(page: Page): Promise<void> {
  const status = playerRegion(page).getByRole('status');
  const { PLAYING, PAUSED } = PLAYER_LABELS.states;
  await expect(status).toHaveText(new RegExp(`^(${PLAYING}|${PAUSED})$`), { timeout: 20_000 });
  if ((await status.textContent()) === PAUSED) await playerRegion(page).getByRole('button', { name: PLAYER_LABELS.play, exact: true }).first().click();
}
