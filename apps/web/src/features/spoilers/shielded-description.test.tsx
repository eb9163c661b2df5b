import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPOILER_HIDDEN_TEXT, SPOILER_LABELS, type TitleId } from '@stat/contracts';
import { answer, stubApi } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { ShieldedDescription } from './shielded-description.tsx';

const hidden = { short: SPOILER_HIDDEN_TEXT, medium: SPOILER_HIDDEN_TEXT, long: SPOILER_HIDDEN_TEXT };
const real = { short: 'Batista wins in the third.', medium: 'Batista wins by knockout in the third.', long: 'Batista wins by knockout in the third round.' };
const fight = { id: 30001 as TitleId, name: 'Full Circle', description: hidden };

afterEach(() => vi.unstubAllGlobals());

describe('ShieldedDescription', () => {
  it('reveals by keyboard: the reveal is posted, the real text shows, and the focus is on it', async () => {
    let revealed = false;
    const fetchMock = stubApi({
      'GET /api/user/spoilers': ({ url }) => {
        expect(url.searchParams.get('ids')).toBe('30001');
        return answer({ shieldOn: true, items: revealed ? [{ id: 30001, description: real }] : [] });
      },
      'POST /api/user/spoilers/30001/reveal': () => {
        revealed = true;
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderWithProviders(<ShieldedDescription item={fight} length="short" signedIn />);
    const reveal = await screen.findByRole('button', { name: SPOILER_LABELS.revealNamed(fight.name) });
    expect(screen.getByText(SPOILER_HIDDEN_TEXT)).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(reveal);
    await user.keyboard('{Enter}');
    const text = await screen.findByText(real.short);
    expect(document.activeElement?.contains(text)).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock.mock.calls.some(([input, init]) => init?.method === 'POST' && String(input).includes('/reveal'))).toBe(true);
  });

  it('signed out: the shield’s text only, no Reveal and no call', () => {
    const fetchMock = stubApi({});
    renderWithProviders(<ShieldedDescription item={fight} length="short" signedIn={false} />);
    expect(screen.getByText(SPOILER_HIDDEN_TEXT)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('an unmarked description is its own text, and asks for nothing', () => {
    const fetchMock = stubApi({});
    renderWithProviders(<ShieldedDescription item={{ ...fight, description: real }} length="medium" signedIn />);
    expect(screen.getByText(real.medium)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
