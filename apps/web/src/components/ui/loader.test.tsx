import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LABELS, LOADER_POSITIONS } from '@stat/contracts';
import { installDialogPolyfill } from '../modal/dialog-test-polyfill.ts';
import { Loader } from './loader.tsx';

beforeAll(installDialogPolyfill);
afterEach(cleanup);

describe('Loader', () => {
  it.each(LOADER_POSITIONS)('renders the %s position with a Loading status', (position) => {
    render(<Loader position={position} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(LABELS.loading);
    const loader = status.parentElement;
    expect(loader?.getAttribute('data-position')).toBe(position);
    expect(loader?.getAttribute('aria-busy')).toBe('true');
    // Only the inline loader may sit inside a paragraph.
    expect(loader?.tagName).toBe(position === 'inline' ? 'SPAN' : 'DIV');
  });

  it('defaults to the relative position', () => {
    render(<Loader />);
    expect(screen.getByRole('status').parentElement?.getAttribute('data-position')).toBe('relative');
  });

  it('blocks the interface with a modal overlay that Esc cannot dismiss', () => {
    render(<Loader blocking label="Signing out" />);
    const overlay = screen.getByRole('dialog', { name: 'Signing out' });
    expect(overlay).toHaveProperty('open', true);
    expect(overlay.dataset.testModal).toBe('true');
    expect(overlay.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Signing out');
    overlay.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(overlay).toHaveProperty('open', true);
  });
});
