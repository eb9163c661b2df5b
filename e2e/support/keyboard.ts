import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab, for a target behind the focus) until `target` has the focus (at most
 * 150 times: Settings, whole, has that many stops), as a keyboard user moves through the page;
 * fails if it never does. Focus inside a
 * frame counts for the frame's field (the payment gateway's card fields).
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus()).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/**
 * Moves into a radio group by Tab (or Shift+Tab when it is behind the focus), then with the arrow
 * keys until `choice` is checked (the order may be shuffled).
 */
export async function arrowTo(page: Page, group: Locator, choice: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < 40 && !(await group.evaluate((element) => element.contains(document.activeElement))); presses += 1) await page.keyboard.press(key);
  for (let presses = 0; presses < 10 && !(await choice.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(choice).toBeChecked();
}
