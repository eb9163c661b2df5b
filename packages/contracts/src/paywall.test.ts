import { describe, expect, it } from 'vitest';
import { PAYWALL_NOT_FOUND_MODAL } from './paywall.ts';
import { activePaywallPage } from './paywall-helpers.ts';
import { type PaywallPage } from './paywall-schemas.ts';

function page(pageName: string, flags: Partial<Pick<PaywallPage, 'firstStep' | 'nextStep'>> = {}): PaywallPage {
  return {
    pageName,
    firstStep: flags.firstStep ?? false,
    nextStep: flags.nextStep ?? false,
    headline: pageName,
    subheadline: '',
    body: '',
    benefits: [],
    steps: [],
    buttons: { buyButton: { label: 'Buy' } },
    images: { PAYWALL_HERO: { url: '/hero.webp', width: 1920, height: 800, alt: '', srcset: [] } },
    suppressTrialDisclaimer: false,
  };
}

const general = page('general');
const choose = page('choose-plan', { firstStep: true });
const pay = page('payment', { nextStep: true });
const offer = page('offer');
const pages = [general, choose, pay, offer];

describe('activePaywallPage', () => {
  it.each([
    ['start', choose],
    ['next', pay],
    ['offer', offer],
    ['general', general],
    ['no-such-page', general],
    [undefined, general],
    // The flags decide, not the names.
    ['choose-plan', choose],
  ])('picks for %s', (asked, expected) => {
    expect(activePaywallPage(pages, asked)).toBe(expected);
  });

  it('is missing (undefined) when the page asked for is not there and there is no general page', () => {
    expect(activePaywallPage([offer], 'start')).toBeUndefined();
    expect(activePaywallPage([offer], 'next')).toBeUndefined();
    expect(activePaywallPage([choose, pay], 'offer')).toBeUndefined();
    expect(activePaywallPage([], undefined)).toBeUndefined();
  });

  it('does not fall back to general for start or next', () => {
    expect(activePaywallPage([general], 'start')).toBeUndefined();
    expect(activePaywallPage([general], 'next')).toBeUndefined();
  });
});

describe('PAYWALL_NOT_FOUND_MODAL', () => {
  it('has section 8’s title, body (with its typographic apostrophe) and action', () => {
    expect(PAYWALL_NOT_FOUND_MODAL).toEqual({
      title: 'An Error Occurred',
      body: 'It looks like we’re having some trouble contacting our server, please try again later.',
      action: 'OK',
    });
  });
});
