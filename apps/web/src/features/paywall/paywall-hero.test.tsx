import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPaywallPage } from '../../testing/paywall-fixtures.ts';
import { PaywallHero } from './paywall-hero.tsx';

afterEach(cleanup);

describe('PaywallHero', () => {
  it('offers every srcset candidate at full width, sized so the page does not shift', () => {
    const image = { ...testPaywallPage('general').images.PAYWALL_HERO, alt: 'A wall of posters' };
    render(<PaywallHero image={image} />);
    const img = screen.getByRole('img', { name: 'A wall of posters' });
    expect(img.getAttribute('src')).toBe('/api/media/paywall/premium-1920.webp?v=1');
    expect(img.getAttribute('srcset')).toBe('/api/media/paywall/premium-640.webp?v=1 640w, /api/media/paywall/premium-1920.webp?v=1 1920w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1920', '800']);
  });

  it('is hidden from assistive technology when its alt is empty (decorative art)', () => {
    render(<PaywallHero image={testPaywallPage('general').images.PAYWALL_HERO} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('presentation').getAttribute('alt')).toBe('');
  });
});
