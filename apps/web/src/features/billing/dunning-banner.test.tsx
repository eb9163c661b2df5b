import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DUNNING_LABELS } from '@stat/contracts';
import { DunningBanner } from './dunning-banner.tsx';

afterEach(cleanup);

describe('DunningBanner', () => {
  it('says the card could not be charged, as a named region, and leads to Edit billing in Settings', () => {
    render(
      <MemoryRouter>
        <DunningBanner />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: DUNNING_LABELS.region });
    expect(region.textContent).toContain(DUNNING_LABELS.message);
    expect(screen.getByRole('link', { name: DUNNING_LABELS.updateCard }).getAttribute('href')).toBe('/settings#edit-billing');
  });
});
