import { clipForTitle, readMediaIndex, type MediaIndex } from '@stat/media';
import { FIND_LABELS, PLAYER_LABELS, scheduleProgramSchema, type ScheduleProgram } from '@stat/contracts';
import type { Page } from '@playwright/test';
import { expectPlaying, pausedPicture, playerRegion, usePictureSizedViewport } from '../support/app-player.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_MEDIA_DIR } from '../support/media-dir.ts';
import { becomeBuyer } from '../support/ppv-viewer.ts';

// Start-over on the live channels (issue 29 part 3): from the schedule's mark to the program's
// first seconds in the picture, by keyboard alone, in both variants (each with its own entitled
// viewer: a provider's viewer on stat, a subscriber on ott).
test.describe.configure({ timeout: 90_000 });

let media: MediaIndex;
test.beforeAll(async () => {
  media = await readMediaIndex(E2E_MEDIA_DIR);
});

const L = FIND_LABELS.schedule;
const EAST = FIND_LABELS.channelNames.shoeast;

async function eastPrograms(page: Page): Promise<ScheduleProgram[]> {
  const schedule = (await (await page.request.get('/api/schedule/0')).json()) as { programs: unknown[] };
  return schedule.programs.map((entry) => scheduleProgramSchema.parse(entry)).filter((entry) => entry.channel === 'shoeast');
}

test('Start over plays the program on from its first second, by keyboard, from the schedule’s mark', async ({ page, db, variant, baseURL }) => {
  await becomeBuyer(page, variant, baseURL!, db);
  await usePictureSizedViewport(page);
  await page.goto('/schedule/shoeast');
  const now = page.getByRole('article', { name: EAST }).getByRole('region', { name: `${EAST} ${L.nowPlaying}` });
  await expect(now.getByText(L.startOverMark)).toBeVisible();

  const watch = page.getByRole('link', { name: L.watch(EAST) });
  await watch.focus();
  await page.keyboard.press('Enter');
  await expectPlaying(page, 1);

  const player = playerRegion(page);
  const startOver = player.getByRole('button', { name: PLAYER_LABELS.startOver });
  await startOver.focus();
  await page.keyboard.press('Enter');
  // Well behind live now: Go to live offers itself.
  await expect(player.getByRole('button', { name: PLAYER_LABELS.goToLive })).toBeEnabled();
  await expectPlaying(page, 1);

  const { currentTime, timeCode } = await pausedPicture(page);
  const program = (await eastPrograms(page)).find((entry) => entry.start <= currentTime * 1000 && currentTime * 1000 < entry.start + entry.duration * 1000);
  expect(program, 'the program on at the picture').toBeDefined();
  // The picture's own time code: this program's clip, in its first seconds (the journey played a couple on).
  expect(timeCode?.clipIndex).toBe(clipForTitle(program!.titleId, media).index);
  expect(timeCode!.second).toBeLessThanOrEqual(5);
  expect(currentTime - program!.start / 1000).toBeLessThanOrEqual(5);
  await expectNoAxeViolations(page);
});

test('after a stall on live the player asks, and Resume where the picture froze plays on from there, by keyboard', async ({ page, db, variant, baseURL }) => {
  test.skip(variant !== 'stat', 'the stall rule is the player\'s, the same in both variants');
  await becomeBuyer(page, variant, baseURL!, db);
  await usePictureSizedViewport(page);
  await page.goto('/play/shoeast');
  await expectPlaying(page, 1);

  // The network drops the channel's segments: the buffer runs out at the live edge and the picture freezes.
  const segments = /\/media\/channels\/shoeast\/\d+\//;
  await page.route(segments, (route) => route.abort());
  const player = playerRegion(page);
  const prompt = player.getByRole('region', { name: PLAYER_LABELS.stallPrompt });
  const resume = prompt.getByRole('button', { name: PLAYER_LABELS.resumeFrozen });
  await expect(resume).toBeFocused({ timeout: 45_000 });
  await expect(prompt.getByRole('button', { name: PLAYER_LABELS.jumpToLive })).toBeVisible();
  const frozenAt = await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  await expectNoAxeViolations(page);

  await page.unroute(segments);
  await page.keyboard.press('Enter');
  await expect(prompt).toHaveCount(0);
  await expectPlaying(page, 1);
  // On from the frozen picture, not from live: a second or two of play past where it froze.
  const playedOnFrom = await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);
  expect(playedOnFrom - frozenAt).toBeLessThan(15);
});
