import { IDP_LABELS } from '@stat/contracts';
import { escapeHtml } from './escape-html.ts';

/*
 * The server's own HTML pages (the identity provider's sign-in and message pages, a refused
 * page request): one small layout and one stylesheet, no script, so the strict CSP holds.
 */

/** Where the pages' one stylesheet is served (the CSP allows no inline style). */
export const IDP_STYLESHEET_PATH = '/idp/assets/sign-in.css';

/** The look of the provider whose page it is; without one, the neutral STAT look. */
export interface PageProvider {
  id: number;
  name: string;
}

/** A whole page in the sign-in pages' look: one card, the provider's logo when there is one. */
export function renderPage(title: string, provider: PageProvider | null, body: string): string {
  const mso = provider ? ` data-mso="${provider.id}"` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${IDP_STYLESHEET_PATH}">
</head>
<body${mso}>
<main class="card">
${provider ? `<img class="logo" src="/api/media/providers/${provider.id}.svg" alt="${escapeHtml(IDP_LABELS.logoAlt(provider.name))}" width="320" height="96">` : ''}
${body}
</main>
</body>
</html>`;
}

/** A page with one message (signed out, expired sign-in, refused request). */
export function renderMessagePage(options: { title: string; message: string; provider?: PageProvider | null; homeUrl?: string }): string {
  const link = options.homeUrl ? `<p class="cancel"><a href="${escapeHtml(options.homeUrl)}">${escapeHtml(IDP_LABELS.backToStat)}</a></p>` : '';
  return renderPage(options.title, options.provider ?? null, `<h1>${escapeHtml(options.title)}</h1>\n<p>${escapeHtml(options.message)}</p>\n${link}`);
}
