import { BILLING_TYPES, dictionarySchema, providerDataSchema, userSchema } from '@stat/contracts';
import type { Dictionary, ProviderData, RegistrationField, User } from '@stat/contracts';
import { ApiError } from '../lib/api-error.ts';

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
  billingTypeHelp: Object.fromEntries(BILLING_TYPES.map((type) => [type, { text: `Manage ${type}` }])),
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

/** The seed's standard registration form: the primary account's fields, and dob too for a sub account. */
const TEST_FIELDS: RegistrationField[] = [
  { id: 'userName', type: 'text', label: 'User Name', required: true, pii: false, errorMessage: 'User names have at least 5 characters and no spaces or symbols.', maxLength: 30 },
  { id: 'emailAddress', type: 'email', label: 'Email Address', required: false, pii: true, errorMessage: 'Please enter a valid email address.' },
  { id: 'confirmEmail', type: 'email', label: 'Confirm Email Address', required: false, pii: true, errorMessage: 'Please confirm a valid email address.' },
  { id: 'firstName', type: 'text', label: 'First Name', required: false, pii: true, errorMessage: 'First names have at least 2 characters.' },
  { id: 'lastName', type: 'text', label: 'Last Name', required: false, pii: true, errorMessage: 'Last names have at least 2 characters.' },
  { id: 'zipcode', type: 'text', label: 'Zip Code', required: false, pii: true, errorMessage: 'Please enter a 5-digit zip code, or 5+4 digits.' },
  { id: 'gender', type: 'dropdown', label: 'Gender', required: false, pii: true },
  { id: 'dob', type: 'text', label: 'Date of Birth', required: false, pii: true },
  { id: 'ihaveread', type: 'checkbox', label: 'I have read and agree to the Terms of Use', required: true, pii: false, errorMessage: 'Please agree to the Terms of Use to continue.' },
  { id: 'newsletterSubscribed', type: 'checkbox', label: 'Send me the STAT newsletter', required: false, pii: true },
];

/** A provider's data (GET mso/{id}) like the seed's Northwind. */
export function testProvider(overrides: Partial<ProviderData> = {}): ProviderData {
  return providerDataSchema.parse({
    id: 101,
    mso: 'NORTHWIND',
    logInText: 'Northwind Cable',
    registration: { primary: TEST_FIELDS.filter((field) => field.id !== 'dob'), sub: TEST_FIELDS },
    accountType: 'primarySub',
    parentalControls: 'SHOWTIME',
    partitionedForms: true,
    platforms: { activate: [] },
    logOutLink: null,
    externalLogout: false,
    upsellTemplate: 'charter',
    ...overrides,
  });
}

/** An API error object as the wrapper rejects with it. */
export function testApiError(code: string, body: string): ApiError {
  return new ApiError({ code, body });
}
