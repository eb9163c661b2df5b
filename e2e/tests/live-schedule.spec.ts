import type { Page } from '@playwright/test';
import { FIND_LABELS, HOUR_MS, WEST_FEED_OFFSET_HOURS, schedulePageSchema, type ScheduleProgram } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading } from '../support/app.ts';
import { channelPointer, programsOf } from '../../apps/web/src/features/schedule/schedule-pointer.ts';
import { HEADINGS } from '../../apps/web/src/testing/route-expectations.ts';

const EAST = FIND_LABELS.channelNames.shoeast;
const WEST = FIND_LABELS.channelNames.showest;
const L = FIND_LABELS.schedule;

const channelCard = (page: Page, name: string) => page.getByRole('article', { name });
const nowRegion = (page: Page, name: string) => channelCard(page, name).getByRole('region', { name: `${name} ${L.nowPlaying}` });
const nextRegion = (page: Page, name: string) => channelCard(page, name).getByRole('region', { name: `${name} ${L.upNext}` });

/**
 * Opens the schedule under Playwright's clock (installed before navigation, running from the real
 * time, so the page's clock agrees with the server's `now`) and returns the programs the page
 * shows: the server renders the page with them, so they are read from the same API, as the viewer.
 */
async function openSchedule(page: Page, path: string): Promise<ScheduleProgram[]> {
  await page.clock.install({ time: Date.now() });
  // The pointer's timers start with the page's code: goto waits for it (fixtures.ts), and the
  // schedule's parts that hydrate after the first screen have settled once the network has.
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(mainHeading(page)).toHaveText(HEADINGS.liveTV);
  const answers = await Promise.all([0, 1, 2].map((n) => page.request.get(`/api/schedule/${n}`)));
  return (await Promise.all(answers.map(async (answer) => schedulePageSchema.parse(await answer.json())))).flatMap(
    (answer) => answer.programs,
  );
}

const shownName = (program: ScheduleProgram) => program.name;

test.describe('live TV schedule', () => {
  test.beforeEach(async ({ becomeVisitor }) => {
    // Content routes: open to all on desktop in stat, authorized only in ott.
    await becomeVisitor('authorized');
  });

  test('now and next on both channels, the West feed three hours behind East', async ({ page }) => {
    const programs = await openSchedule(page, '/schedule/showest');
    const east = programsOf(programs, 'shoeast');
    const west = programsOf(programs, 'showest');
    const at = Date.now();
    const eastNow = channelPointer(east, at);
    const westNow = channelPointer(west, at);
    expect(eastNow.current, 'East has a program on now').not.toBeNull();
    expect(westNow.current, 'West has a program on now').not.toBeNull();

    await expect(nowRegion(page, EAST)).toContainText(shownName(eastNow.current!));
    await expect(nextRegion(page, EAST)).toContainText(shownName(eastNow.next!));
    await expect(nowRegion(page, WEST)).toContainText(shownName(westNow.current!));
    await expect(nextRegion(page, WEST)).toContainText(shownName(westNow.next!));
    await expect(nowRegion(page, EAST).getByRole('progressbar')).toBeVisible();

    // The West feed plays what East played three hours earlier: East's program on now comes up
    // on West at its start plus three hours, and the West list shows it at that time.
    const westStart = eastNow.current!.start + WEST_FEED_OFFSET_HOURS * HOUR_MS;
    const replay = west.find((program) => program.start === westStart);
    expect(replay?.titleId, 'West replays East three hours later').toBe(eastNow.current!.titleId);
    const upcoming = page.getByRole('region', { name: L.upcoming(WEST) });
    const row = upcoming.getByRole('listitem').filter({ has: page.locator(`time[datetime="${new Date(westStart).toISOString()}"]`) });
    await expect(row).toContainText(eastNow.current!.seriesTitle ?? eastNow.current!.name);

    // Watch goes to the live player of that channel.
    await expect(channelCard(page, EAST).getByRole('link', { name: L.watch(EAST) })).toHaveAttribute('href', '/play/shoeast');
    await expect(channelCard(page, WEST).getByRole('link', { name: L.watch(WEST) })).toHaveAttribute('href', '/play/showest');
    await expect(page.getByRole('navigation', { name: L.channels }).getByRole('link', { name: WEST })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
  });

  test('the pointer moves at the next program start', async ({ page }) => {
    const programs = await openSchedule(page, '/schedule');
    const east = programsOf(programs, 'shoeast');
    const before = channelPointer(east, Date.now());
    await expect(nowRegion(page, EAST)).toContainText(shownName(before.current!));
    const next = before.next!;
    const after = channelPointer(east, next.start);

    // Jump the page's clock just past the next start: the pointer's timer fires and East moves on.
    await page.clock.fastForward(next.start - Date.now() + 1_000);
    await expect(nowRegion(page, EAST)).toContainText(shownName(next));
    await expect(nextRegion(page, EAST)).toContainText(shownName(after.next!));
    await expect(page.getByRole('region', { name: L.upcoming(EAST) }).getByRole('listitem').first()).toContainText(
      after.next!.seriesTitle ?? after.next!.name,
    );
  });
});
