import { APP_VERSION, type AppVariant, type Now } from '@stat/contracts';

/** GET now's answer: the server's clock and the variant it serves (also embedded in the document). */
export function buildNow(variant: AppVariant): Now {
  return { serverTime: Date.now(), variant, appVersion: APP_VERSION };
}
