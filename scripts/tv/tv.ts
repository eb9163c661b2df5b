import { setTimeout as sleep } from 'node:timers/promises';
import type { DeviceToken } from '@stat/contracts';
import { nextPollingStep, startPolling } from './device-polling.ts';
import type { PollingState } from './device-polling.ts';
import { getUser } from './get-user.ts';
import { pollDeviceToken } from './poll-device-token.ts';
import { requestDeviceCode } from './request-device-code.ts';
import { TvError } from './stat-http.ts';
import { terminalQr } from './terminal-qr.ts';
import { TV_LINES } from './tv-lines.ts';
import { HELP, parseTvCommand } from './tv-options.ts';
import type { TvOptions } from './tv-options.ts';

/**
 * `npm run tv`: a TV app that activates with a code (RFC 8628) against a running server.
 * Outcomes go to stdout (TV_LINES), failures of the simulator itself to stderr; exit codes as
 * HELP says.
 */

/** Polls until the viewer approves (the token), or the outcome's exit code. */
async function waitForApproval(options: TvOptions, deviceCode: string, state: PollingState): Promise<DeviceToken | number> {
  let step = nextPollingStep(state, undefined, Date.now());
  while (step.kind === 'poll') {
    if (step.state.intervalSeconds > state.intervalSeconds) {
      console.log(`The server asked to slow down: checking every ${step.state.intervalSeconds} s.`);
    }
    state = step.state;
    await sleep(step.waitSeconds * 1000);
    const answer = await pollDeviceToken(options.baseUrl, deviceCode, options.platform);
    step = nextPollingStep(state, answer, Date.now());
  }
  switch (step.kind) {
    case 'activated':
      return step.token;
    case 'expired':
      console.log(TV_LINES.expired);
      return 1;
    case 'refused':
      console.log(TV_LINES.refused(step.error, step.description));
      return 1;
  }
}

/** Calls GET /api/user every `everySeconds` until the token is refused. */
async function watchUntilRemoved(options: TvOptions, token: string, everySeconds: number): Promise<number> {
  console.log(`Watching: GET /api/user every ${everySeconds} s until the viewer removes this device.`);
  for (;;) {
    await sleep(everySeconds * 1000);
    const answer = await getUser(options.baseUrl, token);
    if (!answer.ok) {
      console.log(TV_LINES.removed);
      return 0;
    }
  }
}

async function activate(options: TvOptions): Promise<number> {
  console.log(`TV simulator: ${options.platform} on ${options.baseUrl}`);
  const code = await requestDeviceCode(options.baseUrl, options.platform);
  if (!code.ok) {
    console.log(TV_LINES.refused(code.error.error, code.error.error_description));
    return 1;
  }
  const { authorization } = code;
  console.log(TV_LINES.code(authorization.user_code));
  console.log(TV_LINES.goTo(authorization.verification_uri));
  console.log(TV_LINES.orOpen(authorization.verification_uri_complete));
  // A QR code in a log or a test's captured output is only noise.
  if (process.stdout.isTTY) console.log(terminalQr(authorization.verification_uri_complete));
  const life = authorization.expires_in;
  const expiresIn = life >= 120 ? `${Math.round(life / 60)} min` : `${life} s`;
  console.log(`Waiting for the viewer: checking every ${authorization.interval} s; the code expires in ${expiresIn}.`);

  const approval = await waitForApproval(options, authorization.device_code, startPolling(authorization, Date.now()));
  if (typeof approval === 'number') return approval;
  console.log(TV_LINES.activated);

  const answer = await getUser(options.baseUrl, approval.access_token);
  if (!answer.ok) throw new TvError('GET /api/user refused the token the server just gave (401).');
  console.log(TV_LINES.signedInAs(answer.user));
  if (options.watchEverySeconds === null) return 0;
  return watchUntilRemoved(options, approval.access_token, options.watchEverySeconds);
}

async function main(argv: readonly string[]): Promise<number> {
  const command = parseTvCommand(argv, process.env);
  if (command.kind === 'help') {
    console.log(HELP);
    return 0;
  }
  if (command.kind === 'invalid') {
    console.error(`${command.message}\nThe options: npm run tv -- --help`);
    return 2;
  }
  try {
    return await activate(command.options);
  } catch (error) {
    if (!(error instanceof TvError)) throw error;
    console.error(error.message);
    return 1;
  }
}

// exitCode, not exit(): the last lines reach a pipe before the process ends.
process.exitCode = await main(process.argv.slice(2));
