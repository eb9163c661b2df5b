import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SeriesTabs } from './series-tabs.tsx';

const TABS = [
  { key: 'episodes', label: 'Episodes' },
  { key: 'details', label: 'Details' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'episodes' | 'details'>('episodes');
  return (
    <SeriesTabs label="Series sections" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>{selected} panel</p>
    </SeriesTabs>
  );
}

describe('SeriesTabs', () => {
  it('is one tab stop; arrow keys move, select and wrap; the panel follows', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Episodes' }));
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('tabindex')).toBe('-1');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details' }));
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Details' }).textContent).toBe('details panel');

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Episodes' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
  });
});
