import { useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { BROWSE_LABELS } from '@stat/contracts';
import type { MenuEntry } from './menu-routes.ts';
import styles from './site-menu.module.css';

interface MenuDisclosureProps {
  entry: MenuEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** dropdown: a panel under the header entry (wide screens); inline: an accordion (collapsed menu). */
  layout: 'dropdown' | 'inline';
}

function links(container: HTMLElement | null): HTMLAnchorElement[] {
  return container ? [...container.querySelectorAll<HTMLAnchorElement>('a')] : [];
}

/**
 * One menu entry (WAI-ARIA disclosure navigation with top-level links): the entry's own link,
 * and a button that shows its submenu. ArrowDown opens the submenu at its first link; inside
 * it ArrowUp/ArrowDown, Home and End move, Escape closes it back onto the button.
 */
export function MenuDisclosure({ entry, open, onOpenChange, layout }: MenuDisclosureProps) {
  const submenuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const submenu = useRef<HTMLUListElement>(null);
  const hasChildren = entry.children.length > 0;

  function onToggleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpenChange(true);
    // The submenu renders on the next commit; focus its first link then.
    requestAnimationFrame(() => links(submenu.current)[0]?.focus());
  }

  function onSubmenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = links(submenu.current);
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      toggle.current?.focus();
      return;
    }
    if (target === undefined) return;
    event.preventDefault();
    all[Math.min(Math.max(target, 0), all.length - 1)]?.focus();
  }

  return (
    <li
      className={styles.entry}
      data-layout={layout}
      data-open={open || undefined}
      // A mouse opens a dropdown by hovering; touch and keyboard use the button.
      onPointerEnter={(event) => layout === 'dropdown' && event.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(event) => layout === 'dropdown' && event.pointerType === 'mouse' && onOpenChange(false)}
    >
      <div className={styles.entryRow}>
        <NavLink to={entry.to} className={styles.entryLink} end>
          {entry.name}
        </NavLink>
        {hasChildren && (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={submenuId}
            aria-label={BROWSE_LABELS.submenu(entry.name)}
            onClick={() => onOpenChange(!open)}
            onKeyDown={onToggleKeyDown}
          >
            <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </div>
      {hasChildren && (
        <ul ref={submenu} id={submenuId} role="list" className={styles.submenu} hidden={!open} onKeyDown={onSubmenuKeyDown}>
          {entry.children.map((child) => (
            <li key={child.key}>
              <NavLink to={child.to} className={styles.submenuLink} end>
                {child.name}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
