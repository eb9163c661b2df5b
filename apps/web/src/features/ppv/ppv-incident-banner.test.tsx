import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PPV_INCIDENT_LABELS } from '@stat/contracts';
import { PpvIncidentBanner } from './ppv-incident-banner.tsx';

afterEach(cleanup);

describe('PpvIncidentBanner', () => {
  it('says the stream has trouble and buyers will be credited, as a named region inside a polite live region', () => {
    render(<PpvIncidentBanner incident={{ since: Date.parse('2026-12-13T03:10:00Z') }} />);
    const live = screen.getByRole('status');
    expect(live.getAttribute('aria-live')).toBe('polite');
    const region = screen.getByRole('region', { name: PPV_INCIDENT_LABELS.region });
    expect(live.contains(region)).toBe(true);
    expect(region.textContent).toBe("We're having trouble with the pay-per-view stream. We're on it — buyers affected will be credited automatically.");
  });

  it('shows nothing without an incident, its live region left in place for the next one', () => {
    render(<PpvIncidentBanner incident={null} />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('region', { name: PPV_INCIDENT_LABELS.region })).toBeNull();
  });
});
