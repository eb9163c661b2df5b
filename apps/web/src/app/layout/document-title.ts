import { APP_LABELS } from '@stat/contracts';

/** "<Page> | STAT" for the route on screen: the browser sets it, the server writes it into the document. */
export function documentTitle(title: string): string {
  return `${title} | ${APP_LABELS.brandName}`;
}
