import { beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_STATUS_LABELS } from '@stat/contracts';
import { createPpvClockRepository } from '../ppv/ppv-clock-repository.ts';
import { createMemoryMailer, insertUser, useTestApp } from '../../test/test-app.ts';
import { createAllClearJob } from './all-clear-job.ts';
import { createServiceStatusRepository } from './service-status-repository.ts';
import { createStatusSwitch } from './status-switch.ts';

const t = useTestApp({});
const PRODUCT = 'ppv-okafor-vukovic';
const silent = { error: () => undefined };

beforeEach(async () => {
  await t.database.exec('DELETE FROM service_incidents; DELETE FROM ppv_incidents;');
});

const openPpvWindows = async () => (await createPpvClockRepository(t.database.db).openIncidents()).filter((window) => window.productId === PRODUCT).length;

describe('the switch and the pay-per-view incident window', () => {
  it('an incident affecting ppv or all opens the window; resolving the last of them closes it', async () => {
    const statusSwitch = createStatusSwitch(t.database.db, PRODUCT);
    const ppv = await statusSwitch.declare('The fight stream stalls', 'ppv', Date.now());
    expect(ppv.ppvWindowOpened).toBe(true);
    expect(await openPpvWindows()).toBe(1);
    // A second one on ppv finds the window open already: one window, as the credits count it.
    const all = await statusSwitch.declare('Everything is down', 'all', Date.now());
    expect(all.ppvWindowOpened).toBe(false);

    const first = await statusSwitch.resolve(ppv.incident.id, Date.now());
    expect(first).toEqual({ resolved: [expect.objectContaining({ id: ppv.incident.id })], ppvWindowClosed: false });
    expect(await openPpvWindows()).toBe(1);
    const last = await statusSwitch.resolve(null, Date.now());
    expect(last).toEqual({ resolved: [expect.objectContaining({ id: all.incident.id })], ppvWindowClosed: true });
    expect(await openPpvWindows()).toBe(0);
    expect(await statusSwitch.resolve(null, Date.now())).toEqual({ resolved: [], ppvWindowClosed: false });
  });

  it('an incident on live or sign-in leaves the window alone', async () => {
    const statusSwitch = createStatusSwitch(t.database.db, PRODUCT);
    for (const affects of ['live', 'sign-in'] as const) expect((await statusSwitch.declare('Not the fight', affects, Date.now())).ppvWindowOpened).toBe(false);
    expect(await openPpvWindows()).toBe(0);
    expect((await statusSwitch.resolve(null, Date.now())).resolved).toHaveLength(2);
  });
});

describe('the all-clear e-mails', () => {
  it('mails every viewer shown a resolved incident once, not before it is resolved, and none without an address', async () => {
    const repo = createServiceStatusRepository(t.database.db);
    await insertUser(t.database, 'mailed-viewer', { registered: true, sql: { email_address: 'viewer@stat.test' } });
    await insertUser(t.database, 'no-address-viewer', { registered: true });
    await insertUser(t.database, 'unshown-viewer', { registered: true, sql: { email_address: 'unshown@stat.test' } });
    const incident = await repo.open('Live channels are buffering', 'live', Date.parse('2026-12-01T20:00:00Z'));
    await repo.markSeen(incident.id, 'mailed-viewer');
    await repo.markSeen(incident.id, 'no-address-viewer');

    const mailer = createMemoryMailer();
    const job = createAllClearJob({ incidents: repo, mailer, log: silent });
    expect(await job.runDue()).toEqual({ mailed: 0 });

    await repo.resolve(incident.id, Date.parse('2026-12-01T20:45:00Z'));
    const [first, second] = await Promise.all([job.runDue(), job.runDue()]);
    expect(first.mailed + second.mailed).toBe(1);
    expect(await job.runDue()).toEqual({ mailed: 0 });
    expect(mailer.sent).toEqual([
      {
        to: 'viewer@stat.test',
        subject: SERVICE_STATUS_LABELS.emailSubject,
        text: SERVICE_STATUS_LABELS.emailText('Live channels are buffering', '2026-12-01 20:00', '2026-12-01 20:45'),
      },
    ]);
  });

  it('a failed send is tried again by the next run', async () => {
    const repo = createServiceStatusRepository(t.database.db);
    await insertUser(t.database, 'retry-viewer', { registered: true, sql: { email_address: 'retry@stat.test' } });
    const incident = await repo.open('Sign-in fails', 'sign-in', Date.now());
    await repo.markSeen(incident.id, 'retry-viewer');
    await repo.resolve(incident.id, Date.now());

    const failing = createAllClearJob({ incidents: repo, mailer: { send: () => Promise.reject(new Error('SMTP down')) }, log: silent });
    expect(await failing.runDue()).toEqual({ mailed: 0 });
    const mailer = createMemoryMailer();
    expect(await createAllClearJob({ incidents: repo, mailer, log: silent }).runDue()).toEqual({ mailed: 1 });
    expect(mailer.sent.map((message) => message.to)).toEqual(['retry@stat.test']);
  });
});
