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
