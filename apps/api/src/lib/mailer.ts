import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One plain-text message to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The link the message is for (a reset link): the embedded outbox logs it, SMTP never does. */
  link?: string;
  /** Extra headers (a newsletter's RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

/** Sends mail: SMTP in production, `.eml` files in DATA_DIR/outbox by default. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  /** `smtp://` or `smtps://`, with credentials; null: the embedded outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
}

type MailLog = Pick<FastifyBaseLogger, 'info'>;

/** `2026-11-23T20-08-36.123Z-1f2e3d4c.eml`: time-ordered, and no colons, which some file systems refuse. */
const outboxFileName = () => `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.eml`;

/**
 * The embedded default: each message composed by nodemailer as it would go over SMTP, written as
 * an `.eml` file (any mail client opens it) readable by the server's user only, since it holds a
 * live link. Then one log line with the file and the link, for the operator to follow (in the
 * file a long line is quoted-printable, wrapped). Logging the link is acceptable here: with no
 * mail delivery the operator is its only reader, and the log shows them what the file does.
 */
function createOutboxMailer(config: MailerConfig, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const outbox = join(config.dataDir, 'outbox');
  return {
    async send({ link, ...message }) {
      const { message: eml } = await transport.sendMail({ from: config.mailFrom, ...message });
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, outboxFileName());
      await writeFile(file, eml as Buffer, { mode: 0o600 });
      log.info({ file, link }, 'mail written to the outbox');
    },
  };
}

/** Production: SMTP. The link stays out of the log, which may travel further than the mailbox. */
function createSmtpMailer(smtpUrl: string, config: MailerConfig, log: MailLog): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ link: _unlogged, ...message }) {
      const { messageId } = await transport.sendMail({ from: config.mailFrom, ...message });
      log.info({ messageId }, 'mail sent');
    },
  };
}

/** The mailer the configuration names: SMTP when SMTP_URL is set, else the outbox. */
export function createMailer(config: MailerConfig, log: MailLog): Mailer {
  return config.smtpUrl ? createSmtpMailer(config.smtpUrl, config, log) : createOutboxMailer(config, log);
}
