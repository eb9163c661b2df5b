import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus (at most 40 times), as a keyboard user moves through
 * the page; fails if it never does. Focus inside a frame counts for the frame's field (the
 * payment gateway's card fields).
 */
export async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus()).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
