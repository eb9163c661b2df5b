import { describe, expect, it } from 'vitest';
import { LABELS, MESSAGES } from '@stat/contracts';
import { modalButtons } from './modal-buttons.ts';

describe('modalButtons', () => {
  it('keeps only buttons with a known route or an allowed label, case-insensitively', () => {
    const result = modalButtons([
      { label: 'OK' },
      { label: 'Cancel' },
      { label: 'CONTINUE' },
      { label: 'Go', route: 'settings' },
      { label: 'Elsewhere', route: 'not-a-route' },
      { label: 'Login' },
      { label: 'ReActivate' },
      { label: ' parentalControls ' },
    ]);
    expect(result.map((button) => button.label)).toEqual([
      'OK',
      'CONTINUE',
      'Go',
      'Login',
      'ReActivate',
      LABELS.viewingRestrictions,
    ]);
  });

  it('makes the first button primary and the rest secondary', () => {
    const result = modalButtons([{ label: 'ok' }, { label: 'continue' }, { label: 'login' }]);
    expect(result.map((button) => button.variant)).toEqual(['primary', 'secondary', 'secondary']);
  });

  it('falls back to a single OK when nothing is kept or nothing is given', () => {
    const fallback = [{ label: MESSAGES.ok, variant: 'primary', target: { kind: 'close' } }];
    expect(modalButtons([{ label: 'Cancel' }, { label: 'Later' }])).toEqual(fallback);
    expect(modalButtons([])).toEqual(fallback);
    expect(modalButtons(undefined)).toEqual(fallback);
  });

  it('gives each kept button its target', () => {
    const targets = modalButtons([
      { label: 'ok' },
      { label: 'continue' },
      { label: 'login' },
      { label: 'parentalcontrols' },
      { label: 'reactivate' },
      { label: 'See movies', route: 'movies' },
    ]).map((button) => button.target);
    expect(targets).toEqual([
      { kind: 'close' },
      { kind: 'close' },
      { kind: 'login' },
      { kind: 'route', name: 'settings' },
      { kind: 'route', name: 'settings' },
      { kind: 'route', name: 'movies' },
    ]);
  });

  it('lets an explicit route win over a keyword target, keeping the keyword label rule', () => {
    expect(modalButtons([{ label: 'login', route: 'about' }])[0]?.target).toEqual({ kind: 'route', name: 'about' });
    expect(modalButtons([{ label: 'parentalcontrols', route: 'settings' }])[0]?.label).toBe(
      LABELS.viewingRestrictions,
    );
  });
});
