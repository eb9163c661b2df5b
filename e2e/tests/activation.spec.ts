import { ACTIVATION_LABELS, API_MESSAGES, APP_VERSION, LABELS, MESSAGES, REGISTRATION_LABELS, STAT_HEADERS } from '@stat/contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseProvider, submitProviderCredentials, twinOf } from '../support/sign-in.ts';
import { startTv, type TvSimulator } from '../support/tv-simulator.ts';

const L = ACTIVATION_LABELS;
let tv: TvSimulator | null = null;
test.afterEach(() => tv?.stop());
// The TV polls every 5 s, as RFC 8628 has it: a journey waits for its polls.
test.describe.configure({ timeout: 90_000 });

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
  test('a first sign-in from the code form: Complete Your Profile closes into the device select, and the words say the account is set up', async ({ page, baseURL, db }) => {
    const username = await twinOf(db, 'new.sub');
    tv = startTv(baseURL!, ['--platform', 'tvos']);
    await page.goto('/activate');
    const form = dialog(page, L.codeForm.title);
    await form.getByRole('textbox', { name: L.codeForm.code }).fill((await tv.line('Code: ')).toLowerCase().replace('-', ''));
    await form.getByRole('button', { name: L.codeForm.submit }).click();
    await chooseProvider(page, 'Northwind Cable');
    await submitProviderCredentials(page, username);

    // The registration form, then (an activation pending) the device select instead of the welcome.
    const profile = page.getByRole('dialog', { name: REGISTRATION_LABELS.title });
    const userName = `tv${Date.now().toString(36)}`;
    await profile.getByLabel(/User Name/).fill(userName);
    await profile.getByLabel(/Last Name/).fill('Rivers');
    await profile.getByLabel(/Date of Birth/).pressSequentially('07041990');
    await profile.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await profile.getByRole('button', { name: REGISTRATION_LABELS.submit }).click();
    await activateAs(page, 'Apple TV');
    const success = dialog(page, L.success.title);
    await expect(success.getByText(L.success.bodyWithRegistration('Apple TV'))).toBeVisible();
    await success.getByRole('button', { name: L.success.done }).click();
    await expect(tv.line('Signed in as ')).resolves.toBe(`${userName} (NORTHWIND)`);
  });
});

// Both variants: a direct (ott) account has no provider, and activates from the providers file's defaults.
test('an authorized viewer’s /activate opens the code form over Settings; Remove All Devices signs every TV out', async ({ page, baseURL, becomeVisitor }) => {
  await becomeVisitor('authorized');
  const tvs = [startTv(baseURL!, ['--platform', 'firetv', '--watch', '--every', '2']), startTv(baseURL!, ['--platform', 'androidtv', '--watch', '--every', '2'])];
  try {
    for (const [index, device] of ['Fire TV', 'Android TV'].entries()) {
      await page.goto('/activate');
      await expect(page).toHaveURL(/\/settings$/);
      const form = dialog(page, L.codeForm.title);
      await expect(form.getByRole('textbox', { name: L.codeForm.code })).toBeFocused();
      await form.getByRole('textbox', { name: L.codeForm.code }).fill(await tvs[index]!.line('Code: '));
      await form.getByRole('button', { name: L.codeForm.submit }).click();
      await activateAs(page, device);
      await dialog(page, L.success.title).getByRole('button', { name: L.success.done }).click();
      await tvs[index]!.line('Activated.');
    }
    const devices = page.getByRole('region', { name: L.devices.title });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await devices.getByRole('button', { name: L.devices.removeAll }).click();
    await expect(devices.getByText(L.devices.none)).toBeVisible();
    for (const one of tvs) {
      await one.line('Removed: ');
      expect(await one.exited()).toBe(0);
    }
  } finally {
    for (const one of tvs) one.stop();
  }
});
