import { renderUnicodeCompact } from 'uqr';

/**
 * `text` as a QR code a phone can scan off the terminal: two modules per character (half
 * blocks), drawn light on dark with explicit colours so it reads the same on light and dark
 * themes, with a quiet zone of two modules.
 */
export function terminalQr(text: string): string {
  return renderUnicodeCompact(text, { border: 2 })
    .split('\n')
    .map((line) => `\x1b[97;40m${line}\x1b[0m`)
    .join('\n');
}
