import type { Page } from '@playwright/test';
import type { FlagKey } from '@stat/contracts';

/** Turns a boolean flag on for this page, as the flag service would answer it. */
export async function turnFlagOn(page: Page, key: FlagKey): Promise<void> {
  await page.route('**/ofrep/v1/evaluate/flags', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), 'if-none-match': '' } });
    const body = (await response.json()) as { flags: { key: string; value: unknown; variant?: string }[] };
    for (const flag of body.flags) {
      if (flag.key === key) Object.assign(flag, { value: true, variant: 'on' });
    }
    await route.fulfill({ response, json: body });
  });
}
