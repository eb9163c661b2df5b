import { readFile, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorResponseSchema, PPV_REFRESH_CAP_SECONDS, ppvEventSchema, ppvScheduleSchema, ppvStateSchema, type PpvPhase } from '@stat/contracts';
import { seedTestCatalogue } from '../../test/seed-test-catalogue.ts';
import { movablePpvStore, type MovablePpvStore } from '../../test/ppv-clock.ts';
import { useTestApp } from '../../test/test-app.ts';

let ppv: MovablePpvStore;
// The store is made before the app (hooks run in order), from copies the tests may edit.
beforeAll(async () => {
  ppv = await movablePpvStore();
});
const t = useTestApp({ ppvStore: { current: (now) => ppv.store.current(now), refresh: () => ppv.store.refresh(), close: () => ppv.store.close() } });
const walkTo = (phase: PpvPhase) => ppv.walkTo(phase);

async function state() {
  const response = await t.app.inject({ url: '/api/ppv/state' });
  expect(response.statusCode).toBe(200);
  return { body: ppvStateSchema.parse(response.json()), response };
}

describe('GET /api/ppv/state', () => {
  it('before fight week: pre, the early price, the before texts, refresh within the hour', async () => {
    await walkTo('pre');
    const { body, response } = await state();
    expect(body).toMatchObject({ state: 'pre', productId: 'ppv-okafor-vukovic', priceInCents: 6999, expiresIn: PPV_REFRESH_CAP_SECONDS });
    expect(body.pages.event).toMatchObject({ headline: 'Okafor vs. Vukovic', isLive: false, hasPurchased: false, type: 'PPV', visible: true });
    expect(body.pages.modal.visible).toBe(true);
    expect(body.sections[0]).toBe('event-info');
    expect(body.event.earlyPriceUntil).toBeGreaterThan(Date.now());
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('live: "Live now", the full price, refresh at the end of the broadcast at the latest', async () => {
    await walkTo('live');
    const { body } = await state();
    expect(body).toMatchObject({ state: 'live', priceInCents: 7999 });
    expect(body.pages.banner).toMatchObject({ isLive: true, dateLine: 'Live now' });
    expect(body.sections).toContain('watch');
    expect(body.expiresIn).toBeLessThanOrEqual(PPV_REFRESH_CAP_SECONDS);
  });

  it.each(['dayof', 'prepress', 'post', 'postpress', 'cooldown', 'sunset'] as const)('%s, as the clock file says', async (phase) => {
    await walkTo(phase);
    const { body } = await state();
    expect(body.state).toBe(phase);
    expect(body.pages.event.isLive).toBe(false);
    if (phase === 'sunset') expect(body.pages.banner.visible).toBe(false);
    if (phase === 'post') expect(body.pages.event.dateLine).toBe('Replay available');
  });

  it('answers 304 to its own ETag', async () => {
    const { response } = await state();
    const again = await t.app.inject({ url: '/api/ppv/state', headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a query it does not take', async () => {
    for (const url of ['/api/ppv/state?x=1', '/api/ppv/event?page=2', '/api/ppv/schedule?live=true']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(apiErrorResponseSchema.safeParse(response.json()).success).toBe(true);
    }
  });

  it('re-reads the event file when it changes, and keeps the last good one when an edit is broken', async () => {
    const seed = JSON.parse(await readFile(ppv.files.event, 'utf8'));
    await writeFile(ppv.files.event, JSON.stringify({ ...seed, name: 'Rematch Night', price: { inCents: 8999, earlyInCents: 7999 } }));
    await ppv.store.refresh();
    await walkTo('live');
    expect((await state()).body).toMatchObject({ event: { name: 'Rematch Night' }, priceInCents: 8999 });
    await writeFile(ppv.files.event, JSON.stringify({ ...seed, doorsAt: 'tomorrow' }));
    await ppv.store.refresh();
    expect((await state()).body.event.name).toBe('Rematch Night');
    await writeFile(ppv.files.event, JSON.stringify(seed));
    await ppv.store.refresh();
    expect((await state()).body.event.name).toBe(seed.name);
  });
});

describe('GET /api/ppv/event', () => {
  beforeAll(async () => {
    await seedTestCatalogue(t.database);
  });

  it('gives both fight cards, the VOD shelves with catalogue titles, the FAQ and more ways to buy', async () => {
    const response = await t.app.inject({ url: '/api/ppv/event' });
    expect(response.statusCode).toBe(200);
    const event = ppvEventSchema.parse(response.json());
    expect(event.mainfightcard.bouts[0]).toMatchObject({ fighters: ['Tobi Okafor', 'Marko Vukovic'], weightClass: 'Heavyweight', titleFight: true });
    expect(event.prelimfightcard.bouts).toHaveLength(3);
    expect(event.vodContent.shelves[0]?.titles[0]).toEqual({ id: 30007, name: 'Last Man Standing: Okafor vs. Vukovic' });
    expect(event.faq.items.length).toBeGreaterThan(0);
    expect(event).toMatchObject({ moreWaysToBuyUrl: 'https://www.example.com/fights', doubleHeader: false });
    expect(response.headers['cache-control']).toMatch(/^public/);
  });
});

describe('GET /api/ppv/schedule', () => {
  it('lists the event with its live flag before the coming events, and drops it once it is over', async () => {
    await walkTo('live');
    const live = ppvScheduleSchema.parse((await t.app.inject({ url: '/api/ppv/schedule' })).json());
    expect(live.events[0]).toMatchObject({ kind: 'PPV', id: 'ppv-okafor-vukovic', live: true });
    expect(live.events.slice(1).every((event) => !event.live && event.startsAt > Date.now())).toBe(true);
    await walkTo('post');
    const after = ppvScheduleSchema.parse((await t.app.inject({ url: '/api/ppv/schedule' })).json());
    expect(after.events.some((event) => event.id === 'ppv-okafor-vukovic')).toBe(false);
    expect(after.events.map((event) => event.kind)).toEqual(expect.arrayContaining(['LIVE', 'PPV', 'VOD']));
  });
});

describe('GET /api/ppv/art/{file}', () => {
  it('serves the drawing the state names, immutable; another address is not found, a malformed one refused', async () => {
    const { body } = await state();
    const art = await t.app.inject({ url: body.pages.event.imageUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ url: '/api/ppv/art/AAAAAAAAAAAA.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/ppv/art/..%2Fx.svg' })).statusCode).toBe(400);
  });
});
