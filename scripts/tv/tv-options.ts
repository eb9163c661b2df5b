import { parseArgs } from 'node:util';
import { platformIdSchema } from '@stat/contracts';

/** The platform id of a device no provider supports (`--unsupported`). */
export const UNSUPPORTED_PLATFORM = 'smartfridge';
export const DEFAULT_URL = 'http://localhost:8080';
export const DEFAULT_PLATFORM = 'roku';
export const DEFAULT_WATCH_EVERY_SECONDS = 10;

export interface TvOptions {
  /** The server, without a trailing slash. */
  baseUrl: string;
  platform: string;
  /** With `--watch`: seconds between two GET /api/user; null without. */
  watchEverySeconds: number | null;
}

export type TvCommand = { kind: 'run'; options: TvOptions } | { kind: 'help' } | { kind: 'invalid'; message: string };

export const HELP = `npm run tv -- [options]

A TV that activates with a code (the OAuth device flow, RFC 8628) against a running STAT server:
it shows a code and the address to enter it at, waits while the viewer approves it on the web,
then calls the API as the account.

Options:
  --url <base>        the server (default $STAT_URL, else ${DEFAULT_URL})
  --platform <id>     the TV platform sent as client_id (default ${DEFAULT_PLATFORM}; e.g. tvos, androidtv)
  --unsupported       be a device no provider supports (platform ${UNSUPPORTED_PLATFORM})
  --watch             once activated, keep calling GET /api/user until the viewer removes the device
  --every <seconds>   with --watch, the seconds between two calls (default ${DEFAULT_WATCH_EVERY_SECONDS})
  -h, --help          this text

Exit code: 0 when activated (with --watch: when the device was removed), 1 when refused, expired
or the server could not be reached, 2 for a wrong option.`;

/** The command `argv` (without node and the script) asks for, checked; `env` gives STAT_URL. */
export function parseTvCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): TvCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        platform: { type: 'string' },
        unsupported: { type: 'boolean' },
        watch: { type: 'boolean' },
        every: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { kind: 'invalid', message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: 'help' };

  const url = values.url ?? env.STAT_URL ?? DEFAULT_URL;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    return { kind: 'invalid', message: `--url must be an http(s) address, not '${url}'.` };
  }
  if (values.unsupported && values.platform !== undefined) {
    return { kind: 'invalid', message: '--unsupported and --platform name two platforms: give one.' };
  }
  const platform = values.unsupported ? UNSUPPORTED_PLATFORM : (values.platform ?? DEFAULT_PLATFORM);
  if (!platformIdSchema.safeParse(platform).success) {
    return { kind: 'invalid', message: `--platform must be a platform id (lower-case letters, digits, - and _), not '${platform}'.` };
  }
  if (values.every !== undefined && !values.watch) {
    return { kind: 'invalid', message: '--every only applies with --watch.' };
  }
  let watchEverySeconds: number | null = null;
  if (values.watch) {
    watchEverySeconds = values.every === undefined ? DEFAULT_WATCH_EVERY_SECONDS : Number(values.every);
    if (!Number.isFinite(watchEverySeconds) || watchEverySeconds <= 0) {
      return { kind: 'invalid', message: `--every must be a number of seconds above 0, not '${values.every}'.` };
    }
  }
  return { kind: 'run', options: { baseUrl: url.replace(/\/+$/, ''), platform, watchEverySeconds } };
}
