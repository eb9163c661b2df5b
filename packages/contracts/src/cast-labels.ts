/**
 * User-facing texts of casting: the player's cast button and the mini sender (shell spec sections
 * 3 "Casting title info" and 4 "Casting"). Our own wording (docs/decisions.md).
 */
export const CAST_LABELS = {
  /** The cast button while nothing is cast: it opens the browser's device picker. */
  castToDevice: 'Cast to a device',
  connecting: 'Connecting to a cast device',
  /** The cast button while casting: pressing it ends the session. */
  stopCastingTo: (deviceName: string) => `Casting to ${deviceName}, stop casting`,
  /** When the receiver gives no friendly name. */
  unnamedDevice: 'your TV',
  miniSender: 'Now casting',
  playingOn: (deviceName: string) => `Playing on ${deviceName}`,
  /** The mini sender's main control: it brings the player back with what is cast. */
  openPlayer: (name: string) => `Open the player for ${name}`,
  play: 'Play on the TV',
  pause: 'Pause on the TV',
  stop: 'Stop casting',
} as const;
