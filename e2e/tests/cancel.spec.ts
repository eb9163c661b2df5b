import type { Locator, Page } from '@playwright/test';
import { CANCELLATION_LABELS, EXIT_SURVEY, subscriptionDetailsSchema } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createDirectAccount, newEmail } from '../support/direct-accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { subscribeThroughApi } from '../support/subscribe.ts';
import { tabTo } from '../support/keyboard.ts';

/*
 * Cancel as easily as signing up (issue 24 section 6), by keyboard alone, each screen checked by
 * axe: a subscriber opens Settings, picks a reason that earns the offer, declines it, sees the
 * date, answers the exit survey, then reactivates.
 */

const L = CANCELLATION_LABELS;

test.skip(({ variant }) => variant !== 'ott', 'subscriptions are the ott variant');


/**
 * Moves into a radio group by Tab (or Shift+Tab when it is behind the focus), then with the arrow
 * keys until `choice` is checked (the order may be shuffled).
 */
async function arrowTo(page: Page, group: Locator, choice: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 40 && !(await group.evaluate((element) => element.contains(document.activeElement))); presses += 1) await page.keyboard.press(key);
  for (let presses = 0; presses < 10 && !(await choice.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(choice).toBeChecked();
}

test('a subscriber cancels from Settings, declining the offer, with a reason, the date and the survey; then reactivates', async ({ page, baseURL, db }) => {
  const email = newEmail();
  await createDirectAccount(page, baseURL!, email);
  await subscribeThroughApi(page, baseURL!);

  await page.goto('/settings');
  const entry = page.getByRole('button', { name: L.entry });
  await expect(entry).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, entry);
  await page.keyboard.press('Enter');

  // Screen 1: a reason. Nothing happens without one.
  await expect(page.getByRole('heading', { name: L.reasonsTitle })).toBeFocused();
  const reasons = page.getByRole('group', { name: L.reasonsHint });
  await expect(reasons.getByRole('radio')).toHaveCount(6);
  await expect(reasons.getByRole('radio').last()).toHaveAccessibleName('Something else');
  await tabTo(page, page.getByRole('button', { name: L.entry }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(L.reasonRequired);
  await expect(page.getByRole('heading', { name: L.reasonsTitle })).toBeVisible();
  await arrowTo(page, reasons, reasons.getByRole('radio', { name: 'It is too expensive' }), 'Shift+Tab');
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: L.continue }));
  await page.keyboard.press('Enter');

  // Screen 2: the one offer, beside "Cancel anyway".
  await expect(page.getByRole('heading', { name: L.offerTitle })).toBeFocused();
  await expect(page.getByRole('button', { name: L.acceptOffer })).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: L.cancelAnyway }));
  await page.keyboard.press('Enter');

  // Screen 3: the date, and the optional survey.
  await expect(page.getByRole('heading', { name: L.doneTitle })).toBeVisible();
  const details = subscriptionDetailsSchema.parse(await (await page.request.get('/api/user/subscription')).json());
  expect(details.subscriptionStatus.state).toBe('CANCELING');
  const until = details.subscriptionStatus.expirationDateMillis!;
  await expect(page.getByText(L.watchUntil(until), { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: L.notice.canceled(until) })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const question of EXIT_SURVEY['too-expensive']) {
    const group = page.getByRole('group', { name: question.prompt });
    await arrowTo(page, group, group.getByRole('radio', { name: '4 Good' }));
  }
  await tabTo(page, page.getByRole('button', { name: L.surveySend }));
  await page.keyboard.press('Enter');

  // Back in Settings: canceled until the date, with Reactivate.
  const reactivate = page.getByRole('button', { name: L.reactivate });
  await expect(reactivate).toBeVisible();
  await expect(page.getByText(L.canceling(until), { exact: true })).toBeVisible();
  const { rows: surveys } = await db.query(
    `SELECT q.category, q.questions FROM questionnaire_responses q JOIN users u ON u.tve_user_id = q.tve_user_id WHERE u.email_address = $1`,
    [email],
  );
  expect(surveys).toEqual([{ category: 'too-expensive', questions: EXIT_SURVEY['too-expensive'].map((question) => ({ ...question, responses: [{ reply: '4' }] })) }]);
  // The offer was declined: no redemption at the gateway.
  const { rows: redemptions } = await db.query(`SELECT r.id FROM gateway_coupon_redemptions r JOIN gateway_accounts a ON a.id = r.account_id WHERE a.email = $1`, [email]);
  expect(redemptions).toEqual([]);

  // Back from the flow, the section's heading has the focus, so the page has scrolled: the rest of
  // Settings, checked whole above, may sit under the sticky header; axe checks this section.
  await expectNoAxeViolations(page, '#subscription');

  // One notification at a time: the next confirmation once the first has gone (5 s).
  await expect(page.getByText(L.notice.canceled(until))).toBeHidden({ timeout: 8_000 });
  await expect(page.getByText(L.notice.surveySent)).toBeHidden({ timeout: 8_000 });
  await tabTo(page, reactivate);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: L.notice.reactivated })).toBeVisible();
  await expect(page.getByRole('button', { name: L.entry })).toBeVisible();
  await expectNoAxeViolations(page, '#subscription');
  const after = subscriptionDetailsSchema.parse(await (await page.request.get('/api/user/subscription')).json());
  expect(after.subscriptionStatus.state).toBe('ACTIVE');
});
