import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LABELS } from '@stat/contracts';
import { Footer } from './footer.tsx';
import { renderInRouter } from './render-in-router.tsx';
import { testDictionary } from '../../testing/fixtures.ts';

function setViewportWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const footer = () => screen.getByRole('contentinfo');
const legalRegion = () => screen.getByRole('region', { name: LABELS.footer.legalText });

describe('Footer', () => {
  it('collapses sections below 768 px: a heading button toggles each list', async () => {
    setViewportWide(false);
    renderInRouter(<Footer dictionary={testDictionary} visitorState="signedOut" />);
    const toggle = within(footer()).getByRole('button', { name: LABELS.footer.devices });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(footer()).queryByRole('link', { name: LABELS.activateDevice })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(footer()).getByRole('link', { name: LABELS.activateDevice }).getAttribute('href')).toBe('/activate');
  });

  it('keeps every section open from 768 px, with plain headings', () => {
    setViewportWide(true);
    renderInRouter(<Footer dictionary={testDictionary} visitorState="signedOut" />);
    expect(within(footer()).queryAllByRole('button')).toHaveLength(0);
    expect(within(footer()).getByRole('link', { name: LABELS.activateDevice })).toBeTruthy();
    const headings = within(footer()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual([LABELS.footer.about, LABELS.footer.devices, LABELS.footer.sample, LABELS.footer.legal, LABELS.footer.more]);
  });

  it('opens external links in a new tab and names social links from the dictionary', () => {
    setViewportWide(true);
    renderInRouter(<Footer dictionary={testDictionary} visitorState="signedOut" />);
    const social = within(footer()).getByRole('link', { name: /^STAT on Instagram/ });
    expect(social.getAttribute('target')).toBe('_blank');
    expect(social.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders the legal texts sanitised and in order, with the trial disclaimer for signed-out visitors', async () => {
    setViewportWide(true);
    renderInRouter(<Footer dictionary={testDictionary} visitorState="signedOut" />);
    await waitFor(() => expect(legalRegion().textContent).toContain('Accessibility text'));
    const texts = Array.from(legalRegion().children).map((child) => child.textContent);
    expect(texts).toEqual(['Paywall legal footer', 'Legal footer terms', 'Trial disclaimer', 'Accessibility text']);
    const img = legalRegion().querySelector('img');
    expect(img?.hasAttribute('onerror')).toBe(false);
  });

  it('hides the trial disclaimer when the page suppresses it or the user is signed in', async () => {
    setViewportWide(true);
    renderInRouter(<Footer dictionary={testDictionary} visitorState="signedOut" suppressTrialDisclaimer />);
    await waitFor(() => expect(legalRegion().textContent).toContain('Accessibility text'));
    expect(legalRegion().textContent).not.toContain('Trial disclaimer');
    cleanup();
    renderInRouter(<Footer dictionary={testDictionary} visitorState="authorized" />);
    await waitFor(() => expect(legalRegion().textContent).toContain('Accessibility text'));
    expect(legalRegion().textContent).not.toContain('Trial disclaimer');
    expect(within(footer()).queryByRole('link', { name: LABELS.footer.providers })).toBeNull();
  });
});
