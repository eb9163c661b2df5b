import { describe, expect, it } from 'vitest';
import { LABELS, SERVICE_STATUS_LABELS } from '@stat/contracts';
import type { AppVariant, VisitorState } from '@stat/contracts';
import { footerLegalTexts, footerSections } from './footer-sections.ts';
import { testDictionary } from '../../testing/fixtures.ts';

const F = LABELS.footer;

function layout(variant: AppVariant, visitorState: VisitorState, isMobile = false) {
  return footerSections({ variant, visitorState, isMobile, dictionary: testDictionary }).map((section) => [
    section.title,
    section.links.map((link) => link.label),
  ]);
}

const legal = ['Terms of Use', 'Privacy Policy', F.doNotSell, F.closedCaptioning];
const more = testDictionary.social.map((link) => link.label);

describe('footerSections', () => {
  it.each(['signedOut', 'unauthorized', 'authorized'] as const)('direct variant (%s): Help, Gifts, Legal, More', (state) => {
    expect(layout('ott', state)).toEqual([
      [F.help, [LABELS.helpCenter, F.supportedDevices, F.contactUs, SERVICE_STATUS_LABELS.pageTitle]],
      [F.gifts, [F.redeemGift]],
      [F.legal, legal],
      [F.more, more],
    ]);
  });

  it('provider variant, signed out on desktop: About with Providers, Devices, Sample, Legal, More', () => {
    expect(layout('stat', 'signedOut')).toEqual([
      [F.about, [F.aboutLink, F.providers, LABELS.helpCenter, F.contactUs, SERVICE_STATUS_LABELS.pageTitle]],
      [F.devices, [LABELS.activateDevice]],
      [F.sample, [F.freeFullEpisodes, F.liveTvSchedule]],
      [F.legal, legal],
      [F.more, more],
    ]);
  });

  it('provider variant, signed out on mobile: no Sample section', () => {
    expect(layout('stat', 'signedOut', true).map(([title]) => title)).toEqual([F.about, F.devices, F.legal, F.more]);
  });

  it.each(['unauthorized', 'authorized'] as const)('provider variant, %s: no Providers link and no Sample', (state) => {
    expect(layout('stat', state)).toEqual([
      [F.about, [F.aboutLink, LABELS.helpCenter, F.contactUs, SERVICE_STATUS_LABELS.pageTitle]],
      [F.devices, [LABELS.activateDevice]],
      [F.legal, legal],
      [F.more, more],
    ]);
  });

  it('links internal targets by route and external ones by address', () => {
    const sections = footerSections({ variant: 'stat', visitorState: 'signedOut', isMobile: false, dictionary: testDictionary });
    const links = sections.flatMap((section) => section.links);
    const find = (label: string) => links.find((link) => link.label === label);
    expect(find(F.aboutLink)).toEqual({ label: F.aboutLink, to: '/about' });
    expect(find(LABELS.activateDevice)).toEqual({ label: LABELS.activateDevice, to: '/activate' });
    expect(find(F.freeFullEpisodes)).toEqual({ label: F.freeFullEpisodes, to: '/freeepisodes' });
    expect(find(F.doNotSell)).toEqual({ label: F.doNotSell, href: testDictionary.helpUrls.doNotSell });
    expect(find('STAT on X')).toEqual({ label: 'STAT on X', href: 'https://x.test/stat', network: 'x' });
    const ott = footerSections({ variant: 'ott', visitorState: 'signedOut', isMobile: false, dictionary: testDictionary });
    expect(ott.flatMap((section) => section.links).find((link) => link.label === F.redeemGift)).toEqual({
      label: F.redeemGift,
      to: '/redeem',
    });
  });
});

describe('footerLegalTexts', () => {
  const ids = (state: VisitorState, suppress: boolean) =>
    footerLegalTexts(testDictionary, state, suppress).map((text) => text.id);

  it('orders paywall footer, legal footer, trial disclaimer, accessibility for signed-out visitors', () => {
    expect(ids('signedOut', false)).toEqual(['paywallLegalFooter', 'legalFooter', 'trialDisclaimer', 'accessibility']);
  });

  it('leaves out the trial disclaimer when signed in or when the page suppresses it', () => {
    const withoutDisclaimer = ['paywallLegalFooter', 'legalFooter', 'accessibility'];
    expect(ids('unauthorized', false)).toEqual(withoutDisclaimer);
    expect(ids('authorized', false)).toEqual(withoutDisclaimer);
    expect(ids('signedOut', true)).toEqual(withoutDisclaimer);
  });
});
