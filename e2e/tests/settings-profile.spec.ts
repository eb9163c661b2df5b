import { clipForTitle, DEFAULT_CLIPS, readMediaIndex } from '@stat/media';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNT_LABELS, CAPTION_LABELS, LABELS, MESSAGES, PLAYER_LABELS, SETTINGS_PROFILE_LABELS, titleIdSchema } from '@stat/contracts';
import { expectPlaying, playableMovie, playerRegion, pressPlay } from '../support/app-player.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { CREATED_PASSWORD, createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { E2E_MEDIA_DIR } from '../support/media-dir.ts';
import { linkInMail } from '../support/outbox.ts';
import { uniqueName } from '../support/profile-form.ts';
import { screenshot } from '../support/screenshot.ts';

const P = SETTINGS_PROFILE_LABELS.profile;
const B = SETTINGS_PROFILE_LABELS.playback;
/** NORTHWIND: the standard registration form (User Name, names, zip, gender, newsletter). */
const STANDARD_FORM_MSO = 101;

const profileSection = (page: Page) => page.getByRole('region', { name: P.title });
const playbackSection = (page: Page) => page.getByRole('region', { name: B.title });
const notification = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Types into a field of the profile form, clearing what it held. */
const field = (section: Locator, label: string) => section.getByLabel(label, { exact: false }).first();

test.describe('Settings: the profile', () => {
  test('stat: edit the profile with each validation message in place, by keyboard, then saved and confirmed', async ({ page, variant, becomeVisitor }) => {
    test.skip(variant !== 'stat', "a TV provider's user");
    await becomeVisitor('authorized', { msoId: STANDARD_FORM_MSO });
    await page.goto('/settings');
    const section = profileSection(page);
    await expect(section).toBeVisible();
    // What the provider owns stays shown, read only.
    await expect(section.getByText(P.readOnlyNote)).toBeVisible();
    await expect(section.getByText('e2e-provider')).toBeVisible();

    await field(section, 'User Name').fill('ab');
    await field(section, 'First Name').fill('A');
    await field(section, 'Last Name').fill('B');
    await field(section, 'Zip Code').fill('123');
    const save = section.getByRole('button', { name: P.save });
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    for (const message of [
      /^User names have at least 5 characters/,
      'First names have at least 2 characters.',
      'Last names have at least 2 characters.',
      'Please enter a 5-digit zip code, or 5+4 digits.',
    ]) {
      await expect(section.getByRole('alert').filter({ hasText: message })).toBeVisible();
    }
    // The focus goes to the first field in error.
    await expect(field(section, 'User Name')).toBeFocused();
    await expectNoAxeViolations(page);

    const name = uniqueName();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(name);
    await tabTo(page, field(section, 'First Name'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Ada');
    await tabTo(page, field(section, 'Last Name'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Lane');
    await tabTo(page, field(section, 'Zip Code'));
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('10001');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await expect(notification(page, P.saved)).toBeVisible();
    await expect(section.getByRole('alert')).toHaveCount(0);

    await page.reload();
    await expect(field(profileSection(page), 'User Name')).toHaveValue(name);
    await expect(field(profileSection(page), 'First Name')).toHaveValue('Ada');
    await expect(field(profileSection(page), 'Zip Code')).toHaveValue('10001');
  });

  test('ott: edit the profile with its messages, then change the e-mail through the link mailed to the new address', async ({ page, variant, baseURL }) => {
    test.skip(variant !== 'ott', 'direct accounts are the ott variant');
    const email = newEmail();
    await createDirectAccount(page, baseURL!, email);
    await page.goto('/settings');
    const section = profileSection(page);
    await expect(section.getByText(email)).toBeVisible();

    const A = ACCOUNT_LABELS.createAccount;
    await field(section, A.firstName).fill('');
    await field(section, A.zipcode).fill('abc');
    await section.getByRole('button', { name: P.save }).click();
    await expect(section.getByRole('alert').filter({ hasText: MESSAGES.requiredField(A.firstName) })).toBeVisible();
    await expect(section.getByRole('alert').filter({ hasText: A.zipInvalid })).toBeVisible();
    await field(section, A.firstName).fill('Robin');
    await field(section, A.zipcode).fill('94105');
    await section.getByRole('button', { name: P.save }).click();
    await expect(notification(page, P.saved)).toBeVisible();
    // One notification at a time (spec section 4: a new one is ignored while one shows): closed, as a viewer may.
    await notification(page, P.saved).getByRole('button', { name: LABELS.dismiss }).click();
    await expect(notification(page, P.saved)).toHaveCount(0);

    // The e-mail: the password again, a link to the new address, changed only when opened.
    const change = section.getByRole('button', { name: P.email.change });
    // Back up the page from Save Profile, as a keyboard user would.
    await tabTo(page, change, 'Shift+Tab');
    await page.keyboard.press('Enter');
    const newAddress = section.getByLabel(P.email.newEmail);
    await expect(newAddress).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.type(email);
    await section.getByLabel(P.email.password, { exact: true }).fill(CREATED_PASSWORD);
    await section.getByRole('button', { name: P.email.send }).click();
    await expect(section.getByRole('alert').filter({ hasText: /already your e-mail/ })).toBeVisible();

    await section.getByLabel(P.email.password, { exact: true }).fill('not-the-password-1');
    const next = newEmail();
    await newAddress.fill(next);
    await section.getByRole('button', { name: P.email.send }).click();
    await expect(section.getByRole('alert').filter({ hasText: /password/i })).toBeVisible();
    await section.getByLabel(P.email.password, { exact: true }).fill(CREATED_PASSWORD);
    await section.getByRole('button', { name: P.email.send }).click();
    await expect(notification(page, P.email.sent(next))).toBeVisible();
    // The form closed and the focus is back on the button that opened it.
    await expect(change).toBeFocused();
    await expect(section.getByText(email)).toBeVisible();

    const link = await linkInMail(variant, next, '/confirm-email');
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('status').filter({ hasText: P.confirmEmail.confirmed(next) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: P.confirmEmail.toSettings }).click();
    await expect(profileSection(page).getByText(next)).toBeVisible();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('alert')).toContainText('already used');
  });
});

test.describe('Settings: playback preferences', () => {
  test.describe.configure({ timeout: 90_000 });

  test('autoplay off in Settings: the next episode is offered with no countdown', async ({ page, variant, becomeVisitor, db }) => {
    test.skip(variant !== 'stat', 'the player does not differ by variant');
    const { rows } = await db.query<{ id: number; next_name: string }>(
      `SELECT t.id, n.name AS next_name FROM titles t
         JOIN titles n ON n.series_id = t.series_id AND n.season_num = t.season_num AND n.episode_num = t.episode_num + 1
        WHERE t.type = 'episode' AND NOT 'free' = ANY(t.flags) ORDER BY t.id LIMIT 1`,
    );
    const episode = rows[0]!;
    await becomeVisitor('authorized');
    await page.goto('/settings');
    const autoplay = playbackSection(page).getByRole('switch', { name: B.autoplay });
    await expect(autoplay).toBeChecked();
    await tabTo(page, autoplay);
    await page.keyboard.press('Space');
    await expect(notification(page, B.autoplayOff)).toBeVisible();
    await expect(autoplay).not.toBeChecked();

    await page.goto(`/episode/${episode.id}`);
    await pressPlay(page.getByRole('link', { name: /^Play / }));
    await expectPlaying(page, 1);
    const player = playerRegion(page);
    const countdown = player.getByRole('region', { name: PLAYER_LABELS.upNext });
    await player.getByRole('slider', { name: PLAYER_LABELS.seek }).focus();
    await page.keyboard.press('End');
    await expect(countdown).toBeVisible();
    await expect(countdown.getByText(episode.next_name)).toBeVisible();
    await expect(countdown.getByText(/^Plays in \d+$/)).toHaveCount(0);
  });

  test('a caption style set in Settings, with its live preview, is the one the player shows', async ({ page, variant, becomeVisitor, db }) => {
    test.skip(variant !== 'stat', 'the player does not differ by variant');
    const movie = await playableMovie(db);
    const media = await readMediaIndex(E2E_MEDIA_DIR);
    await becomeVisitor('authorized');
    await page.goto('/settings');
    const section = playbackSection(page);
    const textColor = section.getByLabel(CAPTION_LABELS.settings.textColor);
    await tabTo(page, textColor);
    await textColor.selectOption({ label: CAPTION_LABELS.colors.yellow });
    await expect(notification(page, B.captionsSaved)).toBeVisible();
    // The preview draws the sample as the captions will be drawn.
    await expect(section.getByText(CAPTION_LABELS.previewSample)).toHaveCSS('color', 'rgb(255, 255, 0)');
    await expectNoAxeViolations(page);

    await page.goto(`/movie/${movie}`);
    await pressPlay(page.getByRole('link', { name: /^Play / }));
    await expectPlaying(page, 1);
    const player = playerRegion(page);
    const recipe = DEFAULT_CLIPS.find((clip) => clip.id === clipForTitle(titleIdSchema.parse(movie), media).id)!;
    const aLine = recipe.captions.en.map((line) => player.getByText(line, { exact: true })).reduce((either, other) => either.or(other));
    await player.hover();
    await player.getByRole('button', { name: PLAYER_LABELS.captionsOn }).click();
    await expect(aLine).toBeVisible();
    await expect(aLine).toHaveCSS('color', 'rgb(255, 255, 0)');
  });
});

test.describe('Settings: profile and playback screenshots', () => {
  for (const width of [375, 768, 1280]) {
    test(`at ${width} px`, async ({ page, variant, becomeVisitor, baseURL }) => {
      test.skip(!process.env.E2E_SCREENSHOTS, 'on request');
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      if (variant === 'ott') await createDirectAccount(page, baseURL!, newEmail());
      else await becomeVisitor('authorized', { msoId: STANDARD_FORM_MSO });
      await page.goto('/settings');
      await expect(profileSection(page)).toBeVisible();
      await expect(playbackSection(page)).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, `settings-profile-${variant}-${width}`, { fullPage: true });
    });
  }
});
