import { ACCOUNT_LABELS, ACCOUNT_PATHS, EMAIL_MAX_LENGTH, IDP_LABELS, PASSWORD_MAX_LENGTH } from '@stat/contracts';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { renderPage } from '../../../lib/html-page.ts';
import type { Providers } from '../../providers/load-providers.ts';

export interface SignInPageOptions {
  /** Whose page: a TV provider (its colours by id), or a billing partner (id null: the house colours). */
  provider: { id: number | null; name: string };
  uid: string;
  /** The form's error, shown above it and tied to the fields. */
  error?: string | undefined;
  /** What the visitor typed, kept after an error (never the password). */
  username?: string | undefined;
}

/** The login field of a sign-in form: a provider's username or the service's e-mail. */
interface LoginField {
  name: 'username' | 'email';
  type: 'text' | 'email';
  label: string;
  maxLength: number;
  value: string;
}

/** Both sign-in forms: the heading, the error tied to both fields, the login and the password, Sign In. */
function signInForm(options: {
  base: string;
  title: string;
  intro: string;
  error: string | undefined;
  login: LoginField;
  passwordLabel: string;
  passwordMaxLength: number;
  submit: string;
}): string {
  const { base, error, login } = options;
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return `<h1>${escapeHtml(options.title)}</h1>
<p class="intro">${escapeHtml(options.intro)}</p>
${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${base}/login">
<div class="field">
<label for="${login.name}">${escapeHtml(login.label)}</label>
<input id="${login.name}" name="${login.name}" type="${login.type}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="${login.maxLength}" value="${escapeHtml(login.value)}"${invalid}>
</div>
<div class="field">
<label for="password">${escapeHtml(options.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="${options.passwordMaxLength}"${invalid}>
</div>
<button type="submit">${escapeHtml(options.submit)}</button>
</form>`;
}

const interactionBase = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

/** The provider's sign-in form. */
export function renderSignInPage({ provider, uid, error, username = '' }: SignInPageOptions): string {
  const base = interactionBase(uid);
  const title = IDP_LABELS.signInTitle(provider.name);
  const form = signInForm({
    base,
    title,
    intro: provider.id === null ? IDP_LABELS.partnerSignInIntro(provider.name) : IDP_LABELS.signInIntro,
    error,
    login: { name: 'username', type: 'text', label: IDP_LABELS.username, maxLength: 100, value: username },
    passwordLabel: IDP_LABELS.password,
    passwordMaxLength: 200,
    submit: IDP_LABELS.submit,
  });
  return renderPage(
    error ? `${IDP_LABELS.errorTitle}: ${title}` : title,
    provider.id === null ? null : { id: provider.id, name: provider.name },
    `${form}
<p class="cancel"><a href="${base}/abort">${escapeHtml(IDP_LABELS.cancel)}</a></p>`,
  );
}

export interface AccountSignInPageOptions {
  uid: string;
  /** The web app's origin: its Create Account and Forgot Password pages. */
  publicUrl: string;
  error?: string | undefined;
  /** What the visitor typed, kept after an error (never the password). */
  email?: string | undefined;
}

/** The service's own account sign-in form (ott): e-mail and password, with the ways out. */
export function renderAccountSignInPage({ uid, publicUrl, error, email = '' }: AccountSignInPageOptions): string {
  const labels = ACCOUNT_LABELS.signInPage;
  const base = interactionBase(uid);
  const form = signInForm({
    base,
    title: labels.title,
    intro: labels.intro,
    error,
    login: { name: 'email', type: 'email', label: labels.email, maxLength: EMAIL_MAX_LENGTH, value: email },
    passwordLabel: labels.password,
    passwordMaxLength: PASSWORD_MAX_LENGTH,
    submit: labels.submit,
  });
  const link = (href: string, text: string) => `<p class="cancel"><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`;
  return renderPage(
    error ? `${IDP_LABELS.errorTitle}: ${labels.title}` : labels.title,
    null,
    [
      form,
      link(`${publicUrl}${ACCOUNT_PATHS.forgotPassword}`, labels.forgot),
      link(`${publicUrl}${ACCOUNT_PATHS.createAccount}`, labels.create),
      link(`${base}/abort`, labels.cancel),
    ].join('\n'),
  );
}

/**
 * The pages' stylesheet: one rule set, coloured per provider through custom properties chosen
 * by `data-mso`. Every provider's pairs are checked for WCAG contrast by the page's test.
 */
export function renderStylesheet(providers: Providers): string {
  const brands = [...providers.entries()]
    .map(
      ([id, { brand }]) =>
        `body[data-mso="${id}"]{--background:${brand.background};--surface:${brand.surface};--accent:${brand.accent};--accent-text:${brand.accentText};--text:${brand.text}}`,
    )
    .join('\n');
  return `:root{--background:#0d0f14;--surface:#1a1d26;--accent:#ffd166;--accent-text:#1a1200;--text:#f4f5f8;color-scheme:dark}
${brands}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1.5rem;background:var(--background);color:var(--text);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:26rem;padding:2rem;border-radius:.75rem;background:var(--surface)}
.logo{display:block;width:12rem;height:auto;margin:0 auto 1rem}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .5rem}
.intro{margin:0 0 1.25rem}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-left:.25rem solid var(--accent);background:var(--background);font-weight:600}
.field{display:grid;gap:.25rem;margin-bottom:1rem}
label{font-weight:600}
input{font:inherit;padding:.625rem .75rem;border:1px solid var(--text);border-radius:.375rem;background:var(--background);color:var(--text)}
button{width:100%;font:inherit;font-weight:700;padding:.75rem 1rem;border:0;border-radius:.375rem;background:var(--accent);color:var(--accent-text);cursor:pointer}
a{color:var(--text);text-decoration:underline;text-underline-offset:.2em}
.cancel{margin:1.25rem 0 0;text-align:center}
:focus-visible{outline:.1875rem solid var(--accent);outline-offset:.1875rem}
input:focus-visible{outline-offset:.0625rem}
`;
}
