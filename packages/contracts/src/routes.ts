/** Every named route of the spec's route table (shell spec section 2). */
export const ROUTE_NAMES = [
  'home',
  'activate',
  'handleLogin',
  'settings',
  'freeFullEpisodes',
  'about',
  'msoLogin',
  'formControls',
  'play',
  'playLive',
  'movies',
  'movieDetail',
  'fightDetail',
  'episodeDetail',
  'allSeries',
  'currentSeries',
  'seriesDetail',
  'category',
  'curatedLists',
  'curatedListDetail',
  'search',
  'liveTV',
  'tou',
  'gift',
  'notFound',
  'ppv',
  'ppvTestYourSetup',
  'continuePurchase',
  'giftRedemption',
  'frontDoor',
  // Direct (ott) accounts' own pages (docs/decisions.md, "Direct accounts (web)").
  'createAccount',
  'forgotPassword',
  'resetPassword',
  // The migration of a TV-provider viewer to a direct account (docs/decisions.md, "Settings: the migration").
  'migrate',
  // Settings' e-mail change link (docs/decisions.md, "Settings: profile and playback preferences").
  'confirmEmail',
  // The service status (docs/decisions.md, "Service status (issue 29)").
  'status',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];
