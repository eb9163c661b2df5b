import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MAX_PAGE, WEST_FEED_OFFSET_HOURS, HOUR_MS, schedulePageSchema } from '@stat/contracts';
import { APP_HEADERS, useTestApp } from '../../test/test-app.ts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';

const t = useTestApp();
beforeAll(() => seedTestCatalogue(t.database));

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: APP_HEADERS });

describe('GET /api/schedule/{page}', () => {
  it('page 0 holds now: both channels, each with the program on now, the west feed 3 hours behind', async () => {
    const before = Date.now();
    const page = schedulePageSchema.parse((await get('/api/schedule/0')).json());
    expect(page.from).toBeLessThanOrEqual(before);
    expect(page.to).toBeGreaterThan(before);
    for (const channel of ['shoeast', 'showest'] as const) {
      const onNow = page.programs.filter((p) => p.channel === channel && p.start <= before && p.start + p.duration * 1000 > before);
      expect(onNow).toHaveLength(1);
    }
    // Every west airing is an east airing 3 hours later.
    const next = schedulePageSchema.parse((await get('/api/schedule/1')).json());
    const eastStarts = new Map([...page.programs, ...next.programs].filter((p) => p.channel === 'shoeast').map((p) => [p.start, p.titleId]));
    const west = next.programs.filter((p) => p.channel === 'showest');
    expect(west.length).toBeGreaterThan(0);
    for (const program of west) expect(eastStarts.get(program.start - WEST_FEED_OFFSET_HOURS * HOUR_MS)).toBe(program.titleId);
  });

  it('later pages follow one another without overlap', async () => {
    const one = schedulePageSchema.parse((await get('/api/schedule/1')).json());
    const two = schedulePageSchema.parse((await get('/api/schedule/2')).json());
    expect(two.from).toBe(one.to);
    expect(one.programs.every((p) => p.start >= one.from && p.start < one.to)).toBe(true);
  });

  it.each(['-1', 'x', String(SCHEDULE_MAX_PAGE + 1)])('refuses page %s with 400', async (page) => {
    expect((await get(`/api/schedule/${page}`)).statusCode).toBe(400);
  });
});
