import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { createPpvClockRepository } from './ppv-clock-repository.ts';

const t = useTestApp();
const clock = () => createPpvClockRepository(t.database.db);
beforeEach(async () => {
  await t.database.exec('DELETE FROM ppv_incidents; UPDATE ppv_clock SET offset_ms = 0;');
});

describe('the pay-per-view clock in the database', () => {
  it('starts at no offset, takes one, and puts it back', async () => {
    expect(await clock().offset()).toBe(0);
    await clock().setOffset(-86_400_000);
    expect(await clock().offset()).toBe(-86_400_000);
    await clock().setOffset(0);
    expect(await clock().offset()).toBe(0);
  });

  it('without its row (a database cleared by hand): no offset, and the next move writes the row again', async () => {
    await t.database.exec('DELETE FROM ppv_clock');
    expect(await clock().offset()).toBe(0);
    await clock().setOffset(5_000);
    expect(await clock().offset()).toBe(5_000);
  });
});

describe('the incident switch in the database', () => {
  it('opens a window with the clock’s offset then, refuses a second start, closes it, refuses a second end', async () => {
    await clock().setOffset(-300);
    expect(await clock().switchIncident('fight', 'start', 1_000)).toBe(true);
    expect(await clock().openIncidents()).toEqual([{ productId: 'fight', startedAt: 1_000, clockOffsetMs: -300 }]);
    expect(await clock().switchIncident('fight', 'start', 2_000)).toBe(false);
    expect(await clock().switchIncident('fight', 'end', 5_000)).toBe(true);
    expect(await clock().openIncidents()).toEqual([]);
    expect(await clock().switchIncident('fight', 'end', 6_000)).toBe(false);
    expect(await clock().switchIncident('fight', 'start', 7_000)).toBe(true);
    const rows = await t.database.query<{ started: string; ended: string | null; offset: string }>(
      'SELECT extract(epoch FROM started_at) * 1000 AS started, extract(epoch FROM ended_at) * 1000 AS ended, clock_offset_ms AS offset FROM ppv_incidents ORDER BY started_at',
    );
    expect(rows.map((row) => [Number(row.started), row.ended === null ? null : Number(row.ended), Number(row.offset)])).toEqual([
      [1_000, 5_000, -300],
      [7_000, null, -300],
    ]);
  });

  it('an end before the start (a clock behind) ends it where it started', async () => {
    await clock().switchIncident('fight', 'start', 10_000);
    expect(await clock().switchIncident('fight', 'end', 9_000)).toBe(true);
    const [row] = await t.database.query<{ ended: string }>('SELECT extract(epoch FROM ended_at) * 1000 AS ended FROM ppv_incidents');
    expect(Number(row!.ended)).toBe(10_000);
  });

  it('one open window per event: two starts at once open one; another event’s is its own', async () => {
    const answers = await Promise.all([clock().switchIncident('fight', 'start', 1_000), clock().switchIncident('fight', 'start', 1_001)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await clock().switchIncident('other', 'start', 2_000)).toBe(true);
    expect((await clock().openIncidents()).map((window) => window.productId)).toEqual(['fight', 'other']);
    // Ending one event's leaves the other's open.
    expect(await clock().switchIncident('other', 'end', 3_000)).toBe(true);
    expect((await clock().openIncidents()).map((window) => window.productId)).toEqual(['fight']);
  });
});
