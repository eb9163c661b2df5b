import type { NewsletterId } from './settings-shell-schemas.ts';

/**
 * The words of the newsletters: Settings' section, the notifications, the unsubscribe page and
 * the e-mails' footer. Names from issue 26; the rest ours (docs/decisions.md, "Settings: newsletters").
 */
export const NEWSLETTER_LABELS = {
  sectionTitle: 'Newsletters',
  lead: 'Choose what we send to your email address.',
  newsletters: {
    'whats-new': { name: "The weekly what's new", description: 'Every week: the new series, movies and episodes, and what leaves soon.' },
    'premieres-and-fights': { name: 'Premieres and fights', description: 'Season premieres and fight nights, before they air, with the card and start times.' },
    offers: { name: 'Offers', description: 'Plan offers, gift cards and discounts on pay-per-view events.' },
  } satisfies Record<NewsletterId, { name: string; description: string }>,
  subscribed: (name: string) => `You are subscribed to ${name}.`,
  unsubscribed: (name: string) => `You are unsubscribed from ${name}.`,
  unsubscribePage: {
    title: 'Unsubscribe',
    confirm: (name: string, email: string) => `Stop sending ${name} to ${email}?`,
    button: 'Unsubscribe',
    done: (name: string, email: string) => `${email} is unsubscribed from ${name}. You will get no more of it.`,
    again: (name: string, email: string) => `${email} was already unsubscribed from ${name}: nothing changed.`,
    invalidTitle: 'Link not valid',
    invalid: 'This unsubscribe link is not valid. Change your newsletters in Settings instead.',
    settings: 'Newsletters in Settings',
  },
  mailFooter: (name: string, unsubscribeUrl: string, settingsUrl: string) =>
    `You get ${name} because you subscribed to it.\nUnsubscribe with one click: ${unsubscribeUrl}\nAll your newsletters: ${settingsUrl}`,
} as const;
