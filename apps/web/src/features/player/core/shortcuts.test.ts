import { describe, expect, it } from 'vitest';
import { shortcutFor, type KeyPress } from './shortcuts.ts';

const onPlayer: KeyPress['target'] = { tagName: 'SECTION', role: 'region' };
const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({ key, altKey: false, ctrlKey: false, metaKey: false, target: onPlayer, ...more });

describe('shortcutFor', () => {
  it.each([
    [' ', 'togglePlay'],
    ['k', 'togglePlay'],
    ['K', 'togglePlay'],
    ['ArrowLeft', 'back'],
    ['j', 'back'],
    ['ArrowRight', 'forward'],
    ['l', 'forward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['m', 'toggleMute'],
    ['f', 'toggleFullscreen'],
    ['c', 'toggleCaptions'],
    ['?', 'help'],
    ['x', null],
    ['Escape', null],
  ])('takes “%s” for %s', (key, action) => {
    expect(shortcutFor(press(key))).toBe(action);
  });

  it('leaves keys with a modifier to the browser', () => {
    expect(shortcutFor(press('f', { ctrlKey: true }))).toBeNull();
    expect(shortcutFor(press('l', { metaKey: true }))).toBeNull();
    expect(shortcutFor(press('ArrowLeft', { altKey: true }))).toBeNull();
  });

  it.each([
    ['a text field', { tagName: 'INPUT', role: null, type: 'text' }],
    ['a select', { tagName: 'SELECT', role: null }],
    ['the seek slider', { tagName: 'INPUT', role: 'slider', type: 'range' }],
    ['a settings menu choice', { tagName: 'BUTTON', role: 'menuitemradio' }],
    ['a radio', { tagName: 'DIV', role: 'radio' }],
  ])('leaves keys in %s to that control', (_, target) => {
    expect(shortcutFor(press('ArrowRight', { target }))).toBeNull();
    expect(shortcutFor(press(' ', { target }))).toBeNull();
  });

  it('lets space and Enter press a focused button, and still takes its other keys', () => {
    const button = { tagName: 'BUTTON', role: null };
    expect(shortcutFor(press(' ', { target: button }))).toBeNull();
    expect(shortcutFor(press('Enter', { target: button }))).toBeNull();
    expect(shortcutFor(press('m', { target: button }))).toBe('toggleMute');
    expect(shortcutFor(press('ArrowLeft', { target: button }))).toBe('back');
  });

  it('works with nothing focused', () => {
    expect(shortcutFor(press('k', { target: null }))).toBe('togglePlay');
  });
});
