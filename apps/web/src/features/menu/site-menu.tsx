import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import { NavLink, useLocation } from 'react-router';
import { BROWSE_LABELS } from '@stat/contracts';
import type { MenuItem } from '@stat/contracts';
import { MenuDisclosure } from './menu-disclosure.tsx';
import { collapsedMenuExtras, menuRoutes } from './menu-routes.ts';
import type { MenuEntry } from './menu-routes.ts';
import styles from './site-menu.module.css';

/** Closes on every navigation (a new location key), like the drawer. */
function useCloseOnNavigation(close: () => void): void {
  const { key } = useLocation();
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => closeRef.current(), [key]);
}

/** Closes when a press lands outside `ref`. */
function useCloseOnOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, close: () => void): void {
  useEffect(() => {
    if (!active) return;
    function onPointerDown(event: PointerEvent) {
      if (!ref.current?.contains(event.target as Node)) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, close]);
}

/** The wide-screen menu: a nav in the header with one dropdown open at a time. */
function HeaderNav({ entries }: { entries: MenuEntry[] }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const close = () => setOpenKey(null);
  useCloseOnNavigation(close);
  useCloseOnOutsidePress(nav, openKey !== null, close);

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <nav ref={nav} className={styles.headerNav} aria-label={BROWSE_LABELS.browse} onBlur={onBlur}>
      <ul role="list" className={styles.headerList}>
        {entries.map((entry) => (
          <MenuDisclosure
            key={entry.key}
            entry={entry}
            layout="dropdown"
            open={openKey === entry.key}
            onOpenChange={(open) => setOpenKey(open ? entry.key : null)}
          />
        ))}
      </ul>
    </nav>
  );
}

/** The narrow-screen menu: a Menu button revealing the entries, then Live TV and Collections. */
function CollapsedMenu({ entries }: { entries: MenuEntry[] }) {
  const [open, setOpen] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setOpenKey(null);
  };
  useCloseOnNavigation(close);
  useCloseOnOutsidePress(root, open, close);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    close();
    button.current?.focus();
  }

  return (
    <div ref={root} className={styles.collapsed} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span>{BROWSE_LABELS.menu}</span>
      </button>
      <nav id={panelId} className={styles.panel} aria-label={BROWSE_LABELS.browse} hidden={!open}>
        <ul role="list" className={styles.panelList}>
          {entries.map((entry) => (
            <MenuDisclosure
              key={entry.key}
              entry={entry}
              layout="inline"
              open={openKey === entry.key}
              onOpenChange={(isOpen) => setOpenKey(isOpen ? entry.key : null)}
            />
          ))}
          {collapsedMenuExtras().map((extra) => (
            <li key={extra.key} className={styles.entry} data-layout="inline">
              <div className={styles.entryRow}>
                <NavLink to={extra.to} className={styles.entryLink} end>
                  {extra.name}
                </NavLink>
              </div>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The catalogue menu from the server (streaming spec section 2): a header nav from 1280 px,
 * a collapsed Menu button below (CSS picks one; the other is display: none for everyone).
 */
export function SiteMenu({ items }: { items: readonly MenuItem[] }) {
  const entries = menuRoutes(items);
  return (
    <>
      <HeaderNav entries={entries} />
      <CollapsedMenu entries={entries} />
    </>
  );
}
