import { BILLING_TYPES, dictionarySchema, userSchema } from '@stat/contracts';
import type { Dictionary, User } from '@stat/contracts';

/** Test-only data, parsed through the contract schemas so it cannot drift from them. */
export const testDictionary: Dictionary = dictionarySchema.parse({
  links: { about: '/about', providers: '/login' },
  legal: {
    footer: '<p>Legal footer <a href="https://legal.test/terms">terms</a></p><img src="x" onerror="alert(1)">',
    links: [
      { label: 'Terms of Use', url: 'https://legal.test/terms' },
      { label: 'Do Not Sell or Share', url: 'https://legal.test/dns', doNotSell: true },
      { label: 'Privacy Policy', url: 'https://legal.test/privacy' },
    ],
    accessibility: '<p>Accessibility text</p>',
  },
  social: [
    { network: 'facebook', label: 'STAT on Facebook', url: 'https://facebook.test/stat' },
    { network: 'x', label: 'STAT on X', url: 'https://x.test/stat' },
    { network: 'instagram', label: 'STAT on Instagram', url: 'https://instagram.test/stat' },
    { network: 'network', label: 'The network site', url: 'https://network.test' },
    { network: 'store', label: 'The STAT Store', url: 'https://store.test' },
  ],
  msos: [],
  pickerList: [],
  deviceNames: {},
  billingTypeLabels: Object.fromEntries(BILLING_TYPES.map((type) => [type, type])),
  impactIds: {},
  helpUrls: {
    helpCenter: 'https://help.test/',
    supportedDevices: 'https://help.test/devices',
    contactUs: 'https://help.test/contact',
    portal: 'https://help.test/portal',
    oculus: 'https://help.test/oculus',
    privacyPolicy: 'https://legal.test/privacy',
    doNotSell: 'https://legal.test/do-not-sell',
    closedCaptioning: 'https://help.test/cc',
    moreWaysToBuy: 'https://help.test/buy',
  },
  appStores: { apple: 'https://apps.test/a', amazon: 'https://apps.test/b', google: 'https://apps.test/c' },
  trialDisclaimer: '<p>Trial disclaimer</p>',
  paywallLegalFooter: '<p>Paywall legal footer</p>',
});

/** A signed-in user; `registered` decides authorized or not. */
export function testUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    tveUserId: 'user-1',
    isAuthorized: true,
    registered: true,
    accountType: 'primary',
    userName: 'viewer',
    emailAddress: 'viewer@example.test',
    firstName: null,
    lastName: null,
    gender: null,
    zipcode: null,
    legal: true,
    mso: 'NORTHWIND',
    msoId: 101,
    msoUserId: 'nw-1',
    currentProductId: null,
    newsletterSubscribed: false,
    autoplay: true,
    optionalAttributes: {},
    bi: { trialStatus: null, subscriptionStatus: null, originalSignupPlatform: null, currentBillingType: null },
    created: 0,
    createdOn: 0,
    ...overrides,
  });
}
