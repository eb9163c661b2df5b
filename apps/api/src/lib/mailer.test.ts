import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LABELS } from '@stat/contracts';
import type { Database } from '../db/database.ts';
import { ACCOUNT_PASSWORD, newAccount, postAccount } from '../test/direct-accounts.ts';
import { APP_HEADERS, buildTestApp, TEST_PUBLIC_URL } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createMailer } from './mailer.ts';

/** The text as a mail client shows it: a long line is quoted-printable in the file, wrapped with `=`. */
const decodeQuotedPrintable = (eml: string) =>
  eml.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the embedded mailer (no SMTP_URL)', () => {
  it("writes a message's extra headers (a newsletter's RFC 8058 List-Unsubscribe and List-Unsubscribe-Post)", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stat-mail-'));
    dirs.push(dataDir);
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'STAT <no-reply@stat.test>', dataDir }, { info: vi.fn() });
    const link = 'http://localhost:8080/newsletter/unsubscribe?token=abc.def';
    await mailer.send({ to: 'ann@example.com', subject: 'Offers', text: 'Hi', headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    const [file] = await readdir(join(dataDir, 'outbox'));
    // Long header lines are folded: unfolded, each is whole.
    const eml = (await readFile(join(dataDir, 'outbox', file!), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toContain(`List-Unsubscribe: <${link}>`);
  });

  it('writes each message as an .eml file in DATA_DIR/outbox, readable by the server only, and logs the file and link', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'stat-mail-'));
    dirs.push(dataDir);
    const log = { info: vi.fn() };
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'STAT <no-reply@stat.test>', dataDir }, log);
    const link = `http://localhost:8080/reset-password?token=${'aB3_-'.repeat(8)}xyz`;
    const { subject, text } = ACCOUNT_LABELS.resetMail;
    await mailer.send({ to: 'ann@example.com', subject, text: text(link), link });
    await mailer.send({ to: 'bob@example.com', subject, text: text(link), link });

    const files = (await readdir(join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = join(dataDir, 'outbox', files[0]!);
    const eml = await readFile(file, 'utf8');
    expect(eml).toContain('From: STAT <no-reply@stat.test>');
    expect(eml).toMatch(/^To: (ann|bob)@example\.com$/m);
    expect(eml).toContain(`Subject: ${subject}`);
    expect(decodeQuotedPrintable(eml)).toContain(link);
    expect(eml).not.toContain('\r\n');
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    expect(log.info).toHaveBeenCalledTimes(2);
    const logged = log.info.mock.calls.map(([fields]) => fields as { file: string; link: string });
    expect(logged.map((fields) => fields.file).sort()).toEqual(files.map((name) => join(dataDir, 'outbox', name)));
    expect(logged[0]!.link).toBe(link);
  });
});

describe('the reset link in the outbox', () => {
  const handle = {} as { dataDir: string; database: Database; app: FastifyInstance };
  beforeAll(async () => {
    handle.dataDir = await mkdtemp(join(tmpdir(), 'stat-mail-'));
    handle.database = await openTestDatabase();
    const mailer = createMailer({ smtpUrl: null, mailFrom: 'STAT <no-reply@stat.test>', dataDir: handle.dataDir }, { info: () => undefined });
    handle.app = await buildTestApp(handle.database, { mailer, config: { variant: 'ott' } });
  });
  afterAll(async () => {
    await handle.app.close();
    await handle.database.close();
    await rm(handle.dataDir, { recursive: true, force: true });
  });

  it("is written to the server's DATA_DIR/outbox by POST user/resetpassword", async () => {
    expect((await postAccount(handle.app, newAccount('ann@example.com'))).statusCode).toBe(200);
    const response = await handle.app.inject({ method: 'POST', url: '/api/user/resetpassword', headers: APP_HEADERS, payload: { email: 'ann@example.com' } });
    expect(response.statusCode).toBe(200);
    // The mail leaves after the answer.
    const outbox = join(handle.dataDir, 'outbox');
    await vi.waitFor(async () => expect(await readdir(outbox)).toHaveLength(1), { timeout: 5_000 });
    const [file] = await readdir(outbox);
    const text = decodeQuotedPrintable(await readFile(join(outbox, file!), 'utf8'));
    expect(text).toMatch(/^To: ann@example\.com$/m);
    expect(text).toMatch(new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=[A-Za-z0-9_-]{43}\\n`));
    expect(text).not.toContain(ACCOUNT_PASSWORD);
  });
});
