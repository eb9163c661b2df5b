import { paywallPageSchema, type PaywallPage } from '@stat/contracts';

/** Test-only: a paywall page (hero with a srcset) through the contract's schema, so it cannot drift from it. */
export function testPaywallPage(pageName: string, flags: { firstStep?: boolean; nextStep?: boolean } = {}): PaywallPage {
  return paywallPageSchema.parse({
    pageName,
    firstStep: flags.firstStep ?? false,
    nextStep: flags.nextStep ?? false,
    headline: `Headline of ${pageName}`,
    subheadline: '',
    body: '',
    benefits: [],
    steps: [{ id: 'plan', label: 'Choose a plan' }],
    buttons: { buyButton: { label: 'Buy' } },
    images: {
      PAYWALL_HERO: {
        url: '/api/media/paywall/premium-1920.webp?v=1',
        width: 1920,
        height: 800,
        alt: '',
        srcset: [
          { url: '/api/media/paywall/premium-640.webp?v=1', width: 640 },
          { url: '/api/media/paywall/premium-1920.webp?v=1', width: 1920 },
        ],
      },
    },
    suppressTrialDisclaimer: false,
  });
}
