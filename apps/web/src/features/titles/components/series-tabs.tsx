import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './series-tabs.module.css';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

interface SeriesTabsProps<K extends string> {
  label: string;
  tabs: readonly TabDef<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}

const tabId = (key: string) => `series-tab-${key}`;
const panelId = (key: string) => `series-panel-${key}`;

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (and Home, End)
 * move and select, the panel follows. The selection lives in the URL, so the page owns it.
 */
export function SeriesTabs<K extends string>({ label, tabs, selected, onSelect, children }: SeriesTabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[(target + tabs.length) % tabs.length]!;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
