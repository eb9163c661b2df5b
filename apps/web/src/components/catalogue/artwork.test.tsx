import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TitleImage } from '@stat/contracts';
import { renderToString } from 'react-dom/server';
import { Artwork, PENDING_IMAGE_ATTRIBUTE, pickImage } from './artwork.tsx';

afterEach(cleanup);

const image = (type: TitleImage['type']): TitleImage => ({ type, url: `/${type}.webp`, width: 10, height: 10, srcset: [] });

describe('Artwork', () => {
  it('picks the wanted type, else the first image', () => {
    const images = [image('promoDisplay'), image('heroDisplay')];
    expect(pickImage(images, 'heroDisplay')?.url).toBe('/heroDisplay.webp');
    expect(pickImage(images, 'playlistListDisplay')?.url).toBe('/promoDisplay.webp');
    expect(pickImage([], 'heroDisplay')).toBeUndefined();
  });

  it('loads the priority image eagerly and first', () => {
    const { container } = render(<Artwork images={[image('heroDisplay')]} type="heroDisplay" sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });

  it("fades in a tile the app draws once its image arrives; the server's markup shows its images as they load", () => {
    const { container } = render(<Artwork images={[image('playlistListDisplay')]} type="playlistListDisplay" sizes="20vw" />);
    const img = container.querySelector('img')!;
    expect(img.hasAttribute(PENDING_IMAGE_ATTRIBUTE)).toBe(true);
    img.dispatchEvent(new Event('load'));
    expect(img.hasAttribute(PENDING_IMAGE_ATTRIBUTE)).toBe(false);
    // Before the app's code is here nothing would take the mark away: the document never has it.
    expect(renderToString(<Artwork images={[image('playlistListDisplay')]} type="playlistListDisplay" sizes="20vw" />)).not.toContain(PENDING_IMAGE_ATTRIBUTE);
    const hero = render(<Artwork images={[image('heroDisplay')]} type="heroDisplay" sizes="100vw" priority />).container.querySelector('img')!;
    expect(hero.hasAttribute(PENDING_IMAGE_ATTRIBUTE)).toBe(false);
  });

  it('draws only the placeholder when there is no image', () => {
    const { container } = render(<Artwork images={[]} type="heroDisplay" sizes="100vw" />);
    expect(container.querySelector('img')).toBeNull();
  });
});
