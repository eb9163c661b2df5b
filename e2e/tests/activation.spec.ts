import { ACTIVATION_LABELS, API_MESSAGES, APP_VERSION, LABELS, MESSAGES, STAT_HEADERS } from '@stat/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseProvider, submitProviderCredentials } from '../support/sign-in.ts';
import { startTv, type TvSimulator } from '../support/tv-simulator.ts';

const L = ACTIVATION_LABELS;
let tv: TvSimulator | null = null;
test.afterEach(() => tv?.stop());

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The device select: pick a device by its name and press Activate. */
async function activateAs(page: Page, device: string) {
  const select = dialog(page, L.deviceSelect.title);
  await select.getByRole('combobox', { name: L.deviceSelect.device }).selectOption({ label: device });
  await select.getByRole('button', { name: L.deviceSelect.submit }).click();
}

/** From Settings, the code form of an authorized viewer. */
async function enterCodeFromSettings(page: Page, code: string) {
  await page.goto('/settings');
  await page.getByRole('button', { name: L.devices.activate }).click();
  const form = dialog(page, L.codeForm.title);
  await form.getByRole('textbox', { name: L.codeForm.code }).fill(code);
  await form.getByRole('button', { name: L.codeForm.submit }).click();
}

test.describe('activating a TV', () => {
  test.skip(({ variant }) => variant !== 'stat', 'TV-provider sign-in is the stat variant; ott activation follows direct accounts');
  // The TV polls every 5 s, as RFC 8628 has it: a journey waits for its polls.
  test.describe.configure({ timeout: 90_000 });

  test('the TV’s link, sign-in, the device select, success; the TV calls the API as the viewer until the device is removed', async ({ page, baseURL }) => {
    tv = startTv(baseURL!, ['--platform', 'roku', '--watch', '--every', '2']);
    const code = await tv.line('Code: ');
    const link = await tv.line('Or open: ');

    // The TV's address opens the code form with its code; a signed-out viewer signs in first.
    await page.goto(link);
    const form = dialog(page, L.codeForm.title);
    await expect(form.getByRole('textbox', { name: L.codeForm.code })).toHaveValue(code);
    await expect(form.getByRole('textbox', { name: L.codeForm.code })).toBeFocused();
    await expectNoAxeViolations(page);
    // Continue holds the code and opens the provider picker.
    await form.getByRole('button', { name: L.codeForm.submit }).click();
    await chooseProvider(page, 'Bluefinch Fiber');
    await submitProviderCredentials(page, 'viewer');

    // Back, authorized: /activate is Settings now, and the activation goes on there.
    await expect(page).toHaveURL(/\/settings$/);
    const select = dialog(page, L.deviceSelect.title);
    await expect(select.getByText(L.deviceSelect.lead(code))).toBeVisible();
    await select.getByRole('button', { name: L.deviceSelect.submit }).click();
    await expect(select.getByRole('alert')).toHaveText(MESSAGES.activationDeviceRequired);
    await expectNoAxeViolations(page);
    await activateAs(page, 'Roku');

    const success = dialog(page, L.success.title);
    await expect(success.getByText(L.success.body('Roku'))).toBeVisible();
    await expectNoAxeViolations(page);
    await success.getByRole('button', { name: L.success.done }).click();
    await expect(success).toBeHidden();

    await tv.line('Activated.');
    await expect(tv.line('Signed in as ')).resolves.toBe('viewer (BLUEFINCH)');

    // The device list shows it; removed, the TV is signed out at its next call.
    const devices = page.getByRole('region', { name: L.devices.title });
    await expect(devices.getByText('Roku', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await devices.getByRole('button', { name: L.devices.remove('Roku') }).first().click();
    await tv.line('Removed: ');
    expect(await tv.exited()).toBe(0);
  });

  test('errors by their words: no code, a wrong code with Retry Activation, an unsupported TV, too many devices', async ({ page, baseURL, becomeVisitor, db }) => {
    const user = await becomeVisitor('authorized');

    await enterCodeFromSettings(page, '');
    await expect(dialog(page, L.codeForm.title).getByRole('alert')).toHaveText(MESSAGES.activationCodeRequired);

    // A code no TV asked for.
    await dialog(page, L.codeForm.title).getByRole('textbox', { name: L.codeForm.code }).fill('bcdf ghjk');
    await dialog(page, L.codeForm.title).getByRole('button', { name: L.codeForm.submit }).click();
    await activateAs(page, 'Roku');
    const failure = dialog(page, L.failure.title);
    await expect(failure.getByText(MESSAGES.activationFailed)).toBeVisible();
    await expect(failure.getByRole('button', { name: L.failure.notNow })).toBeVisible();
    await expectNoAxeViolations(page);
    await failure.getByRole('button', { name: L.failure.retry }).click();
    await expect(dialog(page, L.codeForm.title).getByRole('textbox', { name: L.codeForm.code })).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: L.devices.activate })).toBeFocused();

    // A TV no provider supports: OK only, and the TV is refused.
    tv = startTv(baseURL!, ['--unsupported']);
    await enterCodeFromSettings(page, await tv.line('Code: '));
    await activateAs(page, 'Roku');
    const unsupported = dialog(page, L.failure.title);
    await expect(unsupported.getByText(MESSAGES.activationDeviceUnsupported)).toBeVisible();
    await expect(unsupported.getByRole('button', { name: L.failure.retry })).toHaveCount(0);
    await unsupported.getByRole('button', { name: L.failure.ok }).click();
    await expect(tv.line('Refused: ')).resolves.toMatch(/^access_denied/);
    tv.stop();

    // At the device limit the dialog closes and the generic modal says why.
    await db.query(
      `INSERT INTO devices (id, tve_user_id, platform, name, activated_at, last_used_at) SELECT gen_random_uuid(), $1, 'roku', 'Roku', now(), now() FROM generate_series(1, 10)`,
      [user!.tveUserId],
    );
    tv = startTv(baseURL!);
    await enterCodeFromSettings(page, await tv.line('Code: '));
    await activateAs(page, 'Roku');
    await expect(page.getByRole('dialog', { name: L.deviceSelect.title })).toHaveCount(0);
    const modal = page.getByRole('dialog').filter({ hasText: API_MESSAGES.deviceLimit });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: MESSAGES.ok }).click();
  });

  test('guessing codes is limited: after ten wrong ones even a right code waits, with a clear message', async ({ page, baseURL, becomeVisitor }) => {
    await becomeVisitor('authorized');
    await page.goto('/settings');
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await page.request.post(`/api/device/activate/BCDFGHJ${'KLMNPQRSTV'[guess]}`, {
        data: { platform: 'roku' },
        // The app's own call, as its CSRF guard wants it: same origin, with the app's header.
        headers: { Origin: new URL(baseURL!).origin, [STAT_HEADERS.appVersion]: APP_VERSION },
      });
      expect(answer.status()).toBe(400);
    }
    tv = startTv(baseURL!);
    await enterCodeFromSettings(page, await tv.line('Code: '));
    await activateAs(page, 'Roku');
    await expect(dialog(page, L.failure.title).getByText(API_MESSAGES.deviceGuessesExceeded)).toBeVisible();
    await expect(page.getByRole('button', { name: LABELS.close })).toBeVisible();
  });
});
