import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { BROWSE_LABELS } from '@stat/contracts';
import { RovingTabIndexContext } from './roving-tab-index.ts';
import { shelfTargetIndex } from './shelf-keys.ts';
import styles from './shelf.module.css';

export interface ShelfProps<T> {
  title: string;
  /** The whole list, made with `href(...)`; no link when the shelf is the whole list. */
  seeAllHref?: string;
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** A tile (TitleCard): its link is the tile's tab stop, found by `data-roving-target`. */
  renderItem: (item: T, index: number) => ReactNode;
  shape: 'landscape' | 'poster';
}

const ITEM_SELECTOR = '[data-roving-target]';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A titled horizontal row of tiles. One tab stop (roving tabindex): ArrowLeft/ArrowRight, Home
 * and End move between tiles, Tab leaves; the focused tile is scrolled into view. Pointer
 * devices also get previous and next buttons.
 */
export function Shelf<T>({ title, seeAllHref, items, getKey, renderItem, shape }: ShelfProps<T>) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const focusInside = useRef(false);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));

  const focusTile = useCallback((index: number) => {
    const item = listRef.current?.children[index];
    const target = item?.querySelector<HTMLElement>(ITEM_SELECTOR);
    if (!item || !target) return;
    setActive(index);
    target.focus({ preventScroll: true });
    item.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  // A removed tile took focus with it: hand it to the tile now in its place.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list || !focusInside.current || items.length === 0) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) focusTile(activeIndex);
  }, [items.length, activeIndex, focusTile]);

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    setEdges((previous) => (previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd }));
  }, []);

  // The observer's first report comes once the browser has laid the page out anyway: measuring in
  // the effect itself would force a layout of the whole page, once per shelf, as the page hydrates.
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined' || !listRef.current) return updateEdges();
    const observer = new ResizeObserver(updateEdges);
    observer.observe(listRef.current);
    return () => observer.disconnect();
  }, [updateEdges, items.length]);

  function indexOf(element: EventTarget): number {
    const item = (element as HTMLElement).closest?.('[data-shelf-index]');
    return item ? Number(item.getAttribute('data-shelf-index')) : -1;
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const current = indexOf(event.target);
    if (current < 0) return;
    const target = shelfTargetIndex(event.key, current, items.length);
    if (target === null) return;
    event.preventDefault();
    focusTile(target);
  }

  function onFocus(event: FocusEvent<HTMLUListElement>) {
    focusInside.current = true;
    const index = indexOf(event.target);
    if (index >= 0) setActive(index);
  }

  function onBlur(event: FocusEvent<HTMLUListElement>) {
    // Focus going nowhere (a removed tile) counts as still inside, so it can be handed on.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) focusInside.current = false;
  }

  function page(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * list.clientWidth * 0.85, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }

  return (
    <section className={styles.shelf} aria-labelledby={headingId} data-shape={shape}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {seeAllHref && (
          <Link to={seeAllHref} className={styles.seeAll} aria-label={BROWSE_LABELS.seeAllOf(title)}>
            {BROWSE_LABELS.seeAll}
            <Chevron direction="right" />
          </Link>
        )}
      </div>
      <div className={styles.viewport}>
        {/* Pointer conveniences: keyboard users have the arrow keys, so these stay out of the tab order. */}
        <button
          type="button"
          className={styles.pager}
          data-direction="previous"
          tabIndex={-1}
          aria-hidden="true"
          hidden={edges.atStart}
          onClick={() => page(-1)}
        >
          <Chevron direction="left" />
        </button>
        <ul ref={listRef} role="list" className={styles.list} onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur} onScroll={updateEdges}>
          {items.map((item, index) => (
            <li key={getKey(item)} className={styles.item} data-shelf-index={index}>
              <RovingTabIndexContext.Provider value={index === activeIndex ? 0 : -1}>
                {renderItem(item, index)}
              </RovingTabIndexContext.Provider>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={styles.pager}
          data-direction="next"
          tabIndex={-1}
          aria-hidden="true"
          hidden={edges.atEnd}
          onClick={() => page(1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
