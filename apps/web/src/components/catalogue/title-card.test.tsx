import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BROWSE_LABELS } from '@stat/contracts';
import type { TitleImage } from '@stat/contracts';
import { TitleCard } from './title-card.tsx';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';

afterEach(cleanup);

const IMAGES: TitleImage[] = [
  {
    type: 'playlistListDisplay',
    url: '/api/art/1/playlistListDisplay-711.webp',
    width: 711,
    height: 400,
    srcset: [
      { url: '/api/art/1/playlistListDisplay-356.webp', width: 356 },
      { url: '/api/art/1/playlistListDisplay-711.webp', width: 711 },
    ],
  },
];

describe('TitleCard', () => {
  it('links to its page with a lazy image that keeps its size', () => {
    renderWithProviders(<TitleCard name="Harbor Lights" to="/movie/1" images={IMAGES} imageType="playlistListDisplay" badge="Free" />);
    const link = screen.getByRole('link', { name: /Harbor Lights/ });
    expect(link.getAttribute('href')).toBe('/movie/1');
    const image = link.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('711');
    expect(image?.getAttribute('height')).toBe('400');
    expect(image?.getAttribute('srcset')).toBe(
      '/api/art/1/playlistListDisplay-356.webp 356w, /api/art/1/playlistListDisplay-711.webp 711w',
    );
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('says when a title is locked and how much of it was watched', () => {
    renderWithProviders(<TitleCard name="Night Shift" to="/movie/2" images={IMAGES} imageType="playlistListDisplay" locked progress={42.4} />);
    const link = screen.getByRole('link');
    expect(link.textContent).toContain(BROWSE_LABELS.locked);
    expect(link.textContent).toContain(BROWSE_LABELS.percentWatched(42));
  });
});
