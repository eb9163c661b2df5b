import { SPOILER_HIDDEN_TEXT, SPOILER_LABELS } from '@stat/contracts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { mainHeading } from '../support/app.ts';
import { expect, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';

/*
 * The spoiler shield in the browser (issue 29, part 2): a fight's result stays hidden on its page
 * until the viewer reveals it, by keyboard; with the shield off in Settings, a finale no one has
 * reached shows its own description. Who may see what is spoiler-visibility.test.ts's table.
 */

/** A seed fight and The Quiet Ministry's finale, both marked (apps/api/seed/catalogue.json). */
const FIGHT = 30001;
const FINALE = 10049;

test('a fight’s result is hidden until revealed; with the shield off a finale shows its own', async ({ page, db, becomeVisitor }) => {
  await becomeVisitor('authorized');
  const { rows } = await db.query<{ id: number; name: string; description_medium: string }>(
    'SELECT id, name, description_medium FROM titles WHERE id = ANY($1) ORDER BY id DESC',
    [[FIGHT, FINALE]],
  );
  const [fight, finale] = rows;

  await page.goto(`/fight/${FIGHT}`);
  await expect(mainHeading(page)).toHaveText(fight!.name);
  const hero = page.getByRole('region', { name: fight!.name });
  await expect(hero.getByText(SPOILER_HIDDEN_TEXT)).toBeVisible();
  await expect(page.getByText(fight!.description_medium)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: SPOILER_LABELS.revealNamed(fight!.name) }));
  await page.keyboard.press('Enter');
  const revealed = hero.getByText(fight!.description_medium);
  await expect(revealed).toBeVisible();
  // The focus stays where the button was: on the description it revealed.
  await expect(page.locator(':focus')).toContainText(fight!.description_medium);

  await page.goto('/settings');
  const shield = page.getByRole('switch', { name: SPOILER_LABELS.shieldSwitch });
  await expect(shield).toBeChecked();
  await shield.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(SPOILER_LABELS.shieldOff)).toBeVisible();
  await expect(shield).not.toBeChecked();
  await expectNoAxeViolations(page);

  await page.goto(`/episode/${FINALE}`);
  await expect(mainHeading(page)).toHaveText(finale!.name);
  await expect(page.getByRole('region', { name: finale!.name }).getByText(finale!.description_medium)).toBeVisible();
  await expect(page.getByRole('button', { name: SPOILER_LABELS.revealNamed(finale!.name) })).toHaveCount(0);
});
