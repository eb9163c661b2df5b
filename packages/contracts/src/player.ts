/**
 * The player's states and constants (streaming spec sections 4 "Playback" and 9; shell spec
 * sections 4 "Casting" and 9), copied once.
 */

/** What the player is doing, as the UI shows it and screen readers hear it (streaming spec section 4). */
export const PLAYER_STATES = ['PLAYING', 'PAUSED', 'BUFFERING', 'WAITING', 'SEEKING', 'IDLE', 'ENDED'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/** Player buffering and network retry (streaming spec section 9). */
export const PLAYER_STREAMING = {
  bufferBehindVodSeconds: 30,
  bufferBehindLiveSeconds: 5,
  bufferingGoalSeconds: 20,
  rebufferingGoalSeconds: 5,
  retry: {
    timeoutMs: 180_000,
    stallTimeoutMs: 600_000,
    connectionTimeoutMs: 60_000,
    maxAttempts: 30,
    baseDelayMs: 1_000,
    backoffFactor: 2,
  },
} as const;

/** The volume a first play starts at (streaming spec section 9). */
export const DEFAULT_VOLUME = 0.7;

/**
 * The spec's "skip window 180": how far, in seconds, the seek bar's large step (Page Up and
 * Page Down) moves. The skip buttons and arrow keys move by `SKIP_SECONDS` (docs/decisions.md).
 */
export const SKIP_WINDOW_SECONDS = 180;
export const SKIP_SECONDS = 10;

/** Shaka error codes of an HDCP failure: HD falls back to SD once (streaming spec section 4). */
export const HDCP_ERROR_CODES = [3016, 4012] as const;

/** The setup failures the player raises by name (streaming spec section 8). */
export const PLAYER_SETUP_ERRORS = ['Key System not supported', 'Could not create MediaKeys', 'Certificate failure'] as const;
export type PlayerSetupError = (typeof PLAYER_SETUP_ERRORS)[number];

/** The Cast sender library is looked for at most 15 times, every 2 s (shell spec sections 4 and 9). */
export const CAST_LIBRARY_RETRY = { attempts: 15, intervalMs: 2_000 } as const;

/**
 * The viewer's player actions sent as client-interaction events (actionType 'player', streaming
 * spec section 7). Volume steps are not sent: a slider's drag would be a stream of them.
 */
export const PLAYER_ACTIONS = [
  'play',
  'pause',
  'seek',
  'skipBack',
  'skipForward',
  'mute',
  'unmute',
  'fullscreen',
  'captionsOn',
  'captionsOff',
  'captionStyle',
  'audioTrack',
  'quality',
  'autoplay',
  'goToLive',
  'startOver',
  'resumeFrozen',
  'playNext',
  'dismissCountdown',
  'cast',
  'close',
] as const;
export type PlayerAction = (typeof PLAYER_ACTIONS)[number];
