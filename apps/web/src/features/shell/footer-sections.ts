import { LABELS, SERVICE_STATUS_LABELS } from '@stat/contracts';
import type { AppVariant, Dictionary, VisitorState } from '@stat/contracts';
import { href } from '../../lib/routes.ts';

type SocialNetwork = Dictionary['social'][number]['network'];

/** A footer link: internal (`to`, a router path) or external (`href`, new tab). */
export type FooterLink = { label: string; network?: SocialNetwork } & ({ to: string } | { href: string });

export type FooterSectionId = 'help' | 'about' | 'gifts' | 'devices' | 'sample' | 'legal' | 'more';

export interface FooterSection {
  id: FooterSectionId;
  title: string;
  links: FooterLink[];
}

export interface FooterContext {
  variant: AppVariant;
  visitorState: VisitorState;
  isMobile: boolean;
  dictionary: Dictionary;
}

/** Dictionary links are paths inside the app ('/about') or absolute external addresses. */
function dictionaryLink(label: string, target: string): FooterLink {
  return target.startsWith('/') ? { label, to: target } : { label, href: target };
}

/** The footer table (shell spec section 2): which sections and links show, in order. */
export function footerSections({ variant, visitorState, isMobile, dictionary }: FooterContext): FooterSection[] {
  const { helpUrls } = dictionary;
  const signedOut = visitorState === 'signedOut';
  const helpCenter: FooterLink = { label: LABELS.helpCenter, href: helpUrls.helpCenter };
  const contactUs: FooterLink = { label: LABELS.footer.contactUs, href: helpUrls.contactUs };
  // Issue 29 section 4: every visitor can see what is wrong, on both variants.
  const serviceStatus: FooterLink = { label: SERVICE_STATUS_LABELS.pageTitle, to: href('status') };
  const sections: FooterSection[] = [];

  if (variant === 'ott') {
    sections.push(
      {
        id: 'help',
        title: LABELS.footer.help,
        links: [helpCenter, { label: LABELS.footer.supportedDevices, href: helpUrls.supportedDevices }, contactUs, serviceStatus],
      },
      { id: 'gifts', title: LABELS.footer.gifts, links: [{ label: LABELS.footer.redeemGift, to: href('giftRedemption') }] },
    );
  } else {
    sections.push(
      {
        id: 'about',
        title: LABELS.footer.about,
        links: [
          dictionaryLink(LABELS.footer.aboutLink, dictionary.links.about),
          ...(signedOut ? [dictionaryLink(LABELS.footer.providers, dictionary.links.providers)] : []),
          helpCenter,
          contactUs,
          serviceStatus,
        ],
      },
      { id: 'devices', title: LABELS.footer.devices, links: [{ label: LABELS.activateDevice, to: href('activate') }] },
    );
    if (signedOut && !isMobile) {
      sections.push({
        id: 'sample',
        title: LABELS.footer.sample,
        links: [
          { label: LABELS.footer.freeFullEpisodes, to: href('freeFullEpisodes') },
          { label: LABELS.footer.liveTvSchedule, to: href('liveTV') },
        ],
      });
    }
  }

  sections.push(
    {
      id: 'legal',
      title: LABELS.footer.legal,
      links: [
        ...dictionary.legal.links.filter((link) => !link.doNotSell).map((link) => ({ label: link.label, href: link.url })),
        { label: LABELS.footer.doNotSell, href: helpUrls.doNotSell },
        { label: LABELS.footer.closedCaptioning, href: helpUrls.closedCaptioning },
      ],
    },
    {
      id: 'more',
      title: LABELS.footer.more,
      links: dictionary.social.map((link) => ({ label: link.label, href: link.url, network: link.network })),
    },
  );
  return sections;
}

export interface LegalText {
  id: 'paywallLegalFooter' | 'legalFooter' | 'trialDisclaimer' | 'accessibility';
  html: string;
}

/** The legal texts in the spec's order; the trial disclaimer only for signed-out visitors on pages that allow it. */
export function footerLegalTexts(
  dictionary: Dictionary,
  visitorState: VisitorState,
  suppressTrialDisclaimer: boolean,
): LegalText[] {
  const texts: LegalText[] = [
    { id: 'paywallLegalFooter', html: dictionary.paywallLegalFooter },
    { id: 'legalFooter', html: dictionary.legal.footer },
  ];
  if (visitorState === 'signedOut' && !suppressTrialDisclaimer) {
    texts.push({ id: 'trialDisclaimer', html: dictionary.trialDisclaimer });
  }
  texts.push({ id: 'accessibility', html: dictionary.legal.accessibility });
  return texts.filter((text) => text.html.trim() !== '');
}
