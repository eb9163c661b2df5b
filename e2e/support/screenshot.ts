import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';

/** Waits for the artwork in view to load, then saves a screenshot under .tmp/screenshots to look at (the whole page with `fullPage`). */
export async function screenshot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.top < innerHeight && box.bottom > 0;
      })
      .every((image) => image.complete),
  );
  await page.waitForTimeout(400); // the tiles' fade-in, for the picture only
  await page.screenshot({ path: resolve(test.info().project.outputDir, '..', '.tmp', 'screenshots', `${name}.png`), fullPage });
}
