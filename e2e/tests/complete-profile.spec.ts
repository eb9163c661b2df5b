import { LABELS, MESSAGES, PARENTAL_CONTROLS_LABELS, REGISTRATION_LABELS } from '@stat/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { fieldsOf, input, profileForm, submit, uniqueName } from '../support/profile-form.ts';
import { accountButton, signInThroughProvider, twinOf } from '../support/sign-in.ts';

test.describe('Complete Your Profile', () => {
  test.skip(({ variant }) => variant !== 'stat', 'the provider variant registers after a TV-provider sign-in');

  test('new.primary: every validation rule by its text, then the parental controls flow saves the restrictions', async ({
    page,
    db,
  }) => {
    // Some twenty validation steps, two dialogs and home's catalogue behind them: over 30 s on a loaded machine.
    test.slow();
    const username = await twinOf(db, 'new.primary');
    await page.goto('/about');
    await signInThroughProvider(page, 'Northwind Cable', username);
    const form = profileForm(page);
    await expect(form).toBeVisible();
    await expect(form.locator(':focus')).toHaveCount(1);
    await expectNoAxeViolations(page);
    const field = await fieldsOf(page, 101, 'primary');

    // Empty: each required field says so; the checkbox with its own message.
    await submit(form);
    for (const id of ['userName', 'emailAddress', 'confirmEmail'] as const) {
      await expect(form.getByText(MESSAGES.requiredField(field(id).label), { exact: true })).toBeVisible();
    }
    await expect(form.getByText(field('ihaveread').errorMessage!, { exact: true })).toBeVisible();

    // userName: a space after the first character, a forbidden character, fewer than 5.
    for (const bad of ['ab cdef', 'abc#def', 'abcd']) {
      await input(form, field('userName')).fill(bad);
      await submit(form);
      await expect(form.getByText(field('userName').errorMessage!, { exact: true })).toBeVisible();
    }
    await input(form, field('userName')).fill(uniqueName());

    await input(form, field('emailAddress')).fill('not an email');
    await submit(form);
    await expect(form.getByText(field('emailAddress').errorMessage!, { exact: true }).first()).toBeVisible();
    await input(form, field('emailAddress')).fill('fan@example.com');
    await input(form, field('confirmEmail')).fill('other@example.com');
    await submit(form);
    await expect(form.getByText(MESSAGES.registrationEmailMismatch, { exact: true })).toBeVisible();
    await input(form, field('confirmEmail')).fill('fan@example.com');

    for (const id of ['firstName', 'lastName'] as const) {
      await input(form, field(id)).fill('A');
      await submit(form);
      await expect(form.getByText(field(id).errorMessage!, { exact: true })).toBeVisible();
      await input(form, field(id)).fill('Al');
    }
    for (const bad of ['1234', '12345-678', '123456789']) {
      await input(form, field('zipcode')).fill(bad);
      await submit(form);
      await expect(form.getByText(field('zipcode').errorMessage!, { exact: true })).toBeVisible();
    }
    await input(form, field('zipcode')).fill('12345 6789');
    // A primary account is never asked for a date of birth.
    await expect(form.getByLabel(/Date of Birth/)).toHaveCount(0);
    await form.getByRole('checkbox', { name: field('ihaveread').label }).check();

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/user'));
    await submit(form);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ emailAddress: 'fan@example.com', zipcode: '12345 6789', ihaveread: true });
    // The 'Gender' placeholder is dropped before sending.
    expect(body).not.toHaveProperty('gender');

    // Primary account, primarySub provider, parentalControls SHOWTIME: the parental controls flow.
    const prompt = page.getByRole('dialog', { name: PARENTAL_CONTROLS_LABELS.promptTitle });
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page);
    await prompt.getByRole('button', { name: PARENTAL_CONTROLS_LABELS.ok, exact: true }).click();
    const controls = page.getByRole('dialog', { name: PARENTAL_CONTROLS_LABELS.formTitle });
    await expect(controls).toBeVisible();
    await expectNoAxeViolations(page);
    await controls.getByLabel(PARENTAL_CONTROLS_LABELS.movie, { exact: true }).selectOption({ label: 'PG-13' });
    await controls.getByLabel(PARENTAL_CONTROLS_LABELS.tv, { exact: true }).selectOption({ label: 'TV-14' });
    await controls.getByLabel(PARENTAL_CONTROLS_LABELS.defaultMovie).selectOption({ label: 'PG' });
    await controls.getByLabel(PARENTAL_CONTROLS_LABELS.defaultTv).selectOption({ label: 'TV-PG' });
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith('/api/user/pc'));
    await controls.getByRole('button', { name: PARENTAL_CONTROLS_LABELS.enable }).click();
    expect((await saved).postDataJSON()).toEqual({
      movie: 'MOVIE_PG_13',
      tv: 'TV_14',
      defaultMovie: 'MOVIE_PG',
      defaultTv: 'TV_PG',
      typeOfAccount: 'primary',
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();
    const restrictions = await (await page.request.get('/api/user/pc')).json();
    expect(restrictions).toMatchObject({ movie: 'MOVIE_PG_13', tv: 'TV_14' });
  });

  test('new.primary: a taken user name is told on its field; a failed save of the restrictions says so', async ({ page, db }) => {
    const username = await twinOf(db, 'new.primary');
    await page.goto('/');
    await signInThroughProvider(page, 'Northwind Cable', username);
    const form = profileForm(page);
    const field = await fieldsOf(page, 101, 'primary');
    await input(form, field('userName')).fill('viewer');
    await input(form, field('emailAddress')).fill('taken@example.com');
    await input(form, field('confirmEmail')).fill('taken@example.com');
    await form.getByRole('checkbox', { name: field('ihaveread').label }).check();
    await submit(form);
    await expect(form.getByText(MESSAGES.userNameTaken, { exact: true })).toBeVisible();
    await expect(input(form, field('userName'))).toHaveAttribute('aria-invalid', 'true');

    await input(form, field('userName')).fill(uniqueName());
    await page.route('**/api/user/pc', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'down' }) : route.fallback(),
    );
    await submit(form);
    await page.getByRole('dialog', { name: PARENTAL_CONTROLS_LABELS.promptTitle }).getByRole('button', { name: 'Ok', exact: true }).click();
    await page.getByRole('dialog', { name: PARENTAL_CONTROLS_LABELS.formTitle }).getByRole('button', { name: PARENTAL_CONTROLS_LABELS.enable }).click();
    const error = page.getByRole('dialog', { name: MESSAGES.parentalControlsSaveFailedTitle });
    await expect(error).toBeVisible();
    await expect(error.getByText(MESSAGES.parentalControlsSaveFailed)).toBeVisible();
  });

  test('new.sub: personal data brings the date of birth; under 18 strips it and shows the notice', async ({ page, db }) => {
    const username = await twinOf(db, 'new.sub');
    await page.goto('/');
    await signInThroughProvider(page, 'Northwind Cable', username);
    const form = profileForm(page);
    const field = await fieldsOf(page, 101, 'sub');
    await input(form, field('userName')).fill(uniqueName());
    await form.getByRole('checkbox', { name: field('ihaveread').label }).check();
    const dob = form.getByLabel(/Date of Birth/);
    await expect(dob).toHaveCount(0);

    await input(form, field('firstName')).fill('Sam');
    await expect(dob).toBeVisible();
    await submit(form);
    await expect(form.getByText(MESSAGES.requiredField(field('dob').label), { exact: true })).toBeVisible();
    // The mask: slashes after month and day, the rest of the placeholder kept.
    await dob.pressSequentially('012');
    await expect(dob).toHaveValue('01/2d/yyyy');
    await dob.fill('');
    await dob.pressSequentially('01022015');
    await expect(dob).toHaveValue('01/02/2015');

    const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/user'));
    await submit(form);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.dob).toBe('01022015');
    expect(body).not.toHaveProperty('firstName');

    const notice = page.getByRole('dialog', { name: MESSAGES.under18Title });
    await expect(notice.getByText(MESSAGES.under18Body)).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: REGISTRATION_LABELS.under18Continue }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const user = await (await page.request.get('/api/user')).json();
    expect(user).toMatchObject({ registered: true, legal: false, firstName: null });
    const cookies = await page.context().cookies();
    const gate = cookies.find((cookie) => cookie.name === `user-age-gating-${user.tveUserId}`);
    expect(JSON.parse(decodeURIComponent(gate!.value))).toEqual({ isPiiEntered: true, isLegal: false });
  });

  test('new.sub: an adult date of birth completes the profile and the welcome dialog closes to the page', async ({ page, db }) => {
    const username = await twinOf(db, 'new.sub');
    await page.goto('/about');
    await signInThroughProvider(page, 'Northwind Cable', username);
    const form = profileForm(page);
    const field = await fieldsOf(page, 101, 'sub');
    await input(form, field('userName')).fill(uniqueName());
    await input(form, field('lastName')).fill('Rivers');
    await form.getByLabel(/Date of Birth/).pressSequentially('07041990');
    await form.getByRole('checkbox', { name: field('ihaveread').label }).check();
    await submit(form);
    const welcome = page.getByRole('dialog', { name: REGISTRATION_LABELS.welcomeTitle });
    await expect(welcome).toBeVisible();
    await expectNoAxeViolations(page);
    await welcome.getByRole('button', { name: REGISTRATION_LABELS.welcomeStart }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const user = await (await page.request.get('/api/user')).json();
    expect(user).toMatchObject({ registered: true, legal: true, lastName: 'Rivers' });
  });

  test('closing the form cancels and signs out', async ({ page, db }) => {
    const username = await twinOf(db, 'new.primary');
    await page.goto('/');
    await signInThroughProvider(page, 'Northwind Cable', username);
    await expect(profileForm(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profileForm(page)).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('button', { name: LABELS.signIn })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
  });
});
