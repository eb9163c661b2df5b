import { SETTINGS_ROUTE_TITLES } from './settings-shell.ts';

/**
 * The words of Settings' profile and playback preferences sections (issue 26, sections 1 and 4).
 * Ours, not the spec's (docs/decisions.md, "Settings: profile and playback preferences").
 */
export const SETTINGS_PROFILE_LABELS = {
  profile: {
    title: 'Profile',
    lead: 'How we greet you and what we send you.',
    save: 'Save Profile',
    saved: 'Your profile was saved.',
    email: {
      title: 'Email',
      change: 'Change Email',
      newEmail: 'New email address',
      password: 'Password',
      passwordHelp: 'For your security, enter your password again.',
      send: 'Send Confirmation Link',
      cancel: 'Cancel',
      sent: (email: string) => `We sent a confirmation link to ${email}. Your e-mail changes when you open it.`,
    },
    confirmEmail: {
      title: SETTINGS_ROUTE_TITLES.confirmEmail,
      confirming: 'Confirming your new e-mail address…',
      confirmed: (email: string) => `Your e-mail address is now ${email}.`,
      toSettings: 'Go to Settings',
    },
    emailMail: {
      subject: 'Confirm your new STAT e-mail address',
      text: (link: string) =>
        `Someone asked to use this address for a STAT account.\n\nTo confirm it, open this link within 24 hours:\n${link}\n\nIf it was not you, ignore this message: nothing changes.\n`,
    },
    readOnlyNote: 'Your TV provider manages the e-mail address, provider and account type.',
  },
  playback: {
    title: 'Playback',
    autoplay: 'Autoplay the next episode',
    autoplayHelp: 'When an episode ends, the next one starts after a 10-second countdown.',
    autoplayOn: 'Autoplay of the next episode is on.',
    autoplayOff: 'Autoplay of the next episode is off.',
    captionsHelp: 'Your caption style applies to everything you watch in this browser tab.',
    captionsSaved: 'Your caption style was saved.',
    captionsReset: 'Your caption style was reset.',
  },
} as const;
