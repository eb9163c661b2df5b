/** What a key does in the player. */
export type ShortcutAction =
  | 'togglePlay'
  | 'back'
  | 'forward'
  | 'volumeUp'
  | 'volumeDown'
  | 'toggleMute'
  | 'toggleFullscreen'
  | 'toggleCaptions'
  | 'help';

/** The keys viewers know from other players; the help overlay lists them in this order. */
export const SHORTCUTS: readonly { keys: readonly string[]; action: ShortcutAction }[] = [
  { keys: [' ', 'k'], action: 'togglePlay' },
  { keys: ['ArrowLeft', 'j'], action: 'back' },
  { keys: ['ArrowRight', 'l'], action: 'forward' },
  { keys: ['ArrowUp'], action: 'volumeUp' },
  { keys: ['ArrowDown'], action: 'volumeDown' },
  { keys: ['m'], action: 'toggleMute' },
  { keys: ['f'], action: 'toggleFullscreen' },
  { keys: ['c'], action: 'toggleCaptions' },
  { keys: ['?'], action: 'help' },
];

export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The element the key was pressed in. */
  target: { tagName: string; role: string | null; type?: string } | null;
}

// Where keys mean something of their own: typing, choosing, moving a slider, pressing a button.
const OWN_KEYS_TAGS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const OWN_KEYS_ROLES = new Set(['slider', 'menuitemradio', 'radio', 'listbox', 'option']);

/**
 * The player shortcut a key press stands for, or null. Keys with a modifier belong to the
 * browser; in a form field, slider or menu the arrows and space are that control's own; on a
 * button, space presses the button.
 */
export function shortcutFor(press: KeyPress): ShortcutAction | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  const target = press.target;
  if (target && (OWN_KEYS_TAGS.has(target.tagName) || OWN_KEYS_ROLES.has(target.role ?? ''))) return null;
  if (target?.tagName === 'BUTTON' && (press.key === ' ' || press.key === 'Enter')) return null;
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  return SHORTCUTS.find((shortcut) => shortcut.keys.includes(key) || shortcut.keys.includes(press.key))?.action ?? null;
}
