import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_MESSAGES, ERROR_CODES, PPV_CHANNEL_LABELS } from '@stat/contracts';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders } from '../../../testing/render-with-providers.tsx';
import type { PlayFixActions } from '../../../components/play-fix/play-fix-action.tsx';
import { ProblemPanel } from './problem-panel.tsx';

const fixes: PlayFixActions = { onSignIn: () => undefined, onFinishSetUp: null, onUpsell: null, onSubscribe: null, onStopStream: async () => undefined };
const refused = (error: ConstructorParameters<typeof ApiError>[0]) => (
  <ProblemPanel problem={{ kind: 'refused', error: new ApiError(error, 403) }} fixes={fixes} onRetry={() => undefined} />
);

afterEach(cleanup);

describe('ProblemPanel, pay-per-view refusals', () => {
  it('names the fix of a viewer who has not bought: buy, with the price, to the purchase section', () => {
    renderWithProviders(refused({ code: ERROR_CODES.ppvNotBought, body: API_MESSAGES.ppvNotBought, fix: { kind: 'buy', target: 'ppv', priceInCents: 7999 } }));
    expect(screen.getByRole('alert').textContent).toContain(API_MESSAGES.ppvNotBought);
    expect(screen.getByRole('link', { name: PPV_CHANNEL_LABELS.buyToWatch('$79.99') }).getAttribute('href')).toBe('/ppv#ppv-event-purchase');
  });

  it('says when the window opens, and offers no buy link before it', () => {
    const opensAt = Date.UTC(2026, 11, 13, 0, 0);
    renderWithProviders(refused({ code: ERROR_CODES.ppvNotOpen, body: API_MESSAGES.ppvChannelNotOpen, fix: { kind: 'opens', target: 'ppv', at: opensAt } }));
    // In the viewer's own time and format: the label, then a date of that year.
    expect(screen.getByRole('alert').textContent).toMatch(new RegExp(`${PPV_CHANNEL_LABELS.opensAt('')}.*2026`));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers nothing to do once the window is over', () => {
    renderWithProviders(refused({ code: ERROR_CODES.ppvOver, body: API_MESSAGES.ppvChannelOver }));
    expect(screen.getByRole('alert').textContent).toContain(API_MESSAGES.ppvChannelOver);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
