import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BREAKPOINTS, LABELS } from '@stat/contracts';
import type { Dictionary, VisitorState } from '@stat/contracts';
import { Logo } from '../../components/brand/logo.tsx';
import { SafeHtml } from '../../components/html/safe-html.tsx';
import { useIsMobile } from '../../lib/device.ts';
import { VARIANT } from '../../lib/variant.ts';
import { footerLegalTexts, footerSections, type FooterLink, type FooterSection } from './footer-sections.ts';
import { SocialIcon } from './social-icon.tsx';
import { useMediaQuery } from './use-media-query.ts';
import styles from './footer.module.css';

interface FooterProps {
  dictionary: Dictionary;
  visitorState: VisitorState;
  /** Pages that carry their own offer terms hide the trial disclaimer. */
  suppressTrialDisclaimer?: boolean;
}

/** The site footer: the footer table's sections for this variant and visitor, then the legal texts. */
export function Footer({ dictionary, visitorState, suppressTrialDisclaimer = false }: FooterProps) {
  const isMobile = useIsMobile();
  // Sections are collapsible below the medium breakpoint and always open from it up.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.medium}px)`);
  const sections = footerSections({ variant: VARIANT, visitorState, isMobile, dictionary });
  const legalTexts = footerLegalTexts(dictionary, visitorState, suppressTrialDisclaimer);

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <Logo className={styles.logo} />
        <div className={styles.sections}>
          {sections.map((section) => (
            <FooterSectionBlock key={section.id} section={section} collapsible={!wide} />
          ))}
        </div>
        <section className={styles.legal} aria-label={LABELS.footer.legalText}>
          {legalTexts.map((text) => (
            <SafeHtml key={text.id} html={text.html} className={styles.legalText} />
          ))}
        </section>
      </div>
    </footer>
  );
}

function FooterSectionBlock({ section, collapsible }: { section: FooterSection; collapsible: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const open = !collapsible || expanded;
  const social = section.id === 'more';
  return (
    <section className={styles.section} data-section={section.id}>
      <h2 className={styles.heading}>
        {collapsible ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {section.title}
            <span className={styles.chevron} aria-hidden="true" />
          </button>
        ) : (
          section.title
        )}
      </h2>
      <ul id={listId} role="list" className={social ? styles.social : styles.links} hidden={!open}>
        {section.links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  const content = link.network ? (
    <>
      <SocialIcon network={link.network} />
      <span className="visually-hidden">{link.label}</span>
    </>
  ) : (
    link.label
  );
  const className = link.network ? styles.socialLink : styles.link;
  if ('to' in link) {
    return (
      <Link to={link.to} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
      {content}
      <span className="visually-hidden"> {LABELS.opensInNewTab}</span>
    </a>
  );
}
