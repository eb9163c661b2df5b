/**
 * The activation dialogs' and the device list's words (shell spec sections 2 and 4). The
 * spec gives the error texts (MESSAGES.activation…); the rest is ours (docs/decisions.md).
 */
export const ACTIVATION_LABELS = {
  codeForm: {
    title: 'Activate a Device',
    lead: 'Enter the code shown on your TV.',
    code: 'Activation code',
    placeholder: 'XXXX-XXXX',
    submit: 'Continue',
    /** A code that cannot be one (ours: the spec names only the empty code). */
    codeFormat: 'Enter the 8 letters shown on your TV, like BCDF-GHJK.',
    signInFirst: 'Next, sign in. Activation continues when you are back.',
  },
  deviceSelect: {
    title: 'Select Your Device',
    lead: (code: string) => `Which device is showing the code ${code}?`,
    device: 'Device',
    placeholder: 'Select a device',
    submit: 'Activate',
  },
  activating: 'Activating…',
  success: {
    title: 'Success!',
    body: (device: string) => `Your ${device} is activated. Enjoy STAT on your TV.`,
    bodyWithRegistration: (device: string) => `Your account is set up and your ${device} is activated. Enjoy STAT on your TV.`,
    done: 'Done',
  },
  failure: {
    title: 'Activation Failed',
    unsupportedWithRegistration: 'Your account is set up, but the device you tried to activate is not currently supported.',
    retry: 'Retry Activation',
    notNow: 'Not Now',
    ok: 'OK',
  },
  devices: {
    title: 'Your Devices',
    lead: 'TVs and other devices activated with a code. Removing one signs it out at once.',
    none: 'No devices are activated on this account yet.',
    activated: (when: string) => `Activated ${when}`,
    lastUsed: (when: string) => `Last used ${when}`,
    removeShort: 'Remove',
    remove: (device: string) => `Remove ${device}`,
    removeAll: 'Remove All Devices',
    removing: 'Removing…',
    activate: 'Activate a Device',
    failed: 'The device list could not be loaded. Please try again.',
  },
} as const;
