/**
 * The provider-specific upsell dialog (shell spec section 8): what a subscriber whose package
 * lacks the network is told, per template name (compared in lower case). Each known template
 * names its own way to add the network; any other template shows the plain body. The steps are
 * our own wording for our invented providers (docs/decisions.md).
 */

export const UPSELL_TEMPLATE_NAMES = [
  'att',
  'blueridge',
  'cablevision',
  'centurylink',
  'charter',
  'cox',
  'directv',
  'dish',
  'dtvnow',
  'dtvpr',
  'grande',
  'mediacom',
  'twc',
] as const;
export type UpsellTemplateName = (typeof UPSELL_TEMPLATE_NAMES)[number];

export interface UpsellContent {
  title: string;
  /** The first paragraph, the same for every template. */
  body: string;
  /** How to add the network: present only for known templates. */
  steps: readonly string[];
}

const phone = (number: string) => `Call ${number} and ask to add STAT to your package.`;

const STEPS: Record<UpsellTemplateName, readonly string[]> = {
  att: ['Sign in to your account online and open My Services.', 'Choose Add Premium Channels, then STAT.', phone('1-800-555-0101')],
  blueridge: ['Visit a local store with your account number.', phone('1-800-555-0102')],
  cablevision: ['Open the On Demand menu on your set-top box and choose Upgrade.', phone('1-800-555-0103')],
  centurylink: ['Sign in to My Account and choose Change Plan.', 'Add the STAT premium pack.', phone('1-800-555-0104')],
  charter: ['Sign in to your provider account and choose Manage TV Packages.', phone('1-800-555-0105')],
  cox: ['Sign in to My Account, then choose TV and Add Premiums.', phone('1-800-555-0106')],
  directv: ['On your receiver, tune to channel 1000 and follow the upgrade prompts.', phone('1-800-555-0107')],
  dish: ['Press Menu on your remote, choose My Account, then Add Channels.', phone('1-800-555-0108')],
  dtvnow: ['Open your streaming account settings and choose Manage Add-ons.', 'Turn on STAT; it is added to your next bill.'],
  dtvpr: ['Llame al 1-800-555-0110 para añadir STAT a su paquete.', phone('1-800-555-0110')],
  grande: ['Chat with us from your account page and ask for the STAT add-on.', phone('1-800-555-0111')],
  mediacom: ['Sign in to MyAccount and choose Upgrade Services.', phone('1-800-555-0112')],
  twc: ['Sign in to your account and choose TV, then Premium Channels.', phone('1-800-555-0113')],
};

export const UPSELL_LABELS = {
  title: 'Upgrade Your Package',
  body: (provider: string) =>
    `Your ${provider} subscription does not include STAT. Add STAT to your TV package to watch every series, movie and fight.`,
  plainBody: (provider: string) =>
    `Your ${provider} subscription does not include STAT. Contact your TV provider to add it to your package.`,
  stepsHeading: 'How to add STAT',
  ok: 'OK',
} as const;

function isKnownTemplate(name: string): name is UpsellTemplateName {
  return (UPSELL_TEMPLATE_NAMES as readonly string[]).includes(name);
}

/** The dialog's content for a template name (any case); an unknown or missing name gives the plain body. */
export function upsellContent(template: string | null, provider: string): UpsellContent {
  const name = (template ?? '').toLowerCase();
  if (!isKnownTemplate(name)) return { title: UPSELL_LABELS.title, body: UPSELL_LABELS.plainBody(provider), steps: [] };
  return { title: UPSELL_LABELS.title, body: UPSELL_LABELS.body(provider), steps: STEPS[name] };
}
