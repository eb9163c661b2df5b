import { useEffect, useId, useRef, useState } from 'react';
import { APP_LABELS } from '@stat/contracts';
import type { Dictionary, MsoEntry } from '@stat/contracts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { featuredProviders, highlightParts, providerSignInUrl, searchProviders } from './provider-search.ts';
import styles from './provider-picker.module.css';

interface ProviderPickerProps {
  /** The dictionary's providers and the ids of the featured ones. */
  providers: Pick<Dictionary, 'msos' | 'pickerList'>;
  onClose: () => void;
  /** The address the provider sends the browser back to after sign-in. */
  returnPage: string;
}

const { picker } = APP_LABELS;

/**
 * The provider picker dialog (shell spec section 2 and 4): featured providers first, then the
 * searchable full list. A native modal dialog traps focus and closes on Esc.
 */
export function ProviderPicker({ providers, onClose, returnPage }: ProviderPickerProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const [view, setView] = useState<'simple' | 'full'>('simple');
  const [term, setTerm] = useState('');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement;
    dialog.showModal?.();
    // The dialog leaves with React, not through close(), so the browser never hands focus back:
    // return it to what opened the picker (WCAG 2.4.3), if that is still on the page.
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (view === 'full') searchRef.current?.focus();
  }, [view]);

  function pick(mso: MsoEntry) {
    window.location.assign(providerSignInUrl(mso.authURL, returnPage));
  }

  const results = searchProviders(providers.msos, term);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {picker.title}
          </h2>
          <CloseButton label={picker.close} onClick={onClose} />
        </header>

        {view === 'simple' ? (
          <>
            <h3 className={styles.subtitle}>{picker.featured}</h3>
            <ul className={styles.grid}>
              {featuredProviders(providers).map((mso) => (
                <li key={mso.id}>
                  <button type="button" className={styles.tile} onClick={() => pick(mso)}>
                    <img src={mso.pickerImage.url} alt={mso.logInText} className={styles.logo} />
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.seeAll} onClick={() => setView('full')}>
              {picker.seeAll}
            </button>
          </>
        ) : (
          <>
            <button type="button" className={styles.back} onClick={() => setView('simple')}>
              {picker.backToFeatured}
            </button>
            <label className="visually-hidden" htmlFor={`${titleId}-search`}>
              {picker.searchLabel}
            </label>
            <input
              ref={searchRef}
              id={`${titleId}-search`}
              type="search"
              className={styles.search}
              placeholder={picker.searchPlaceholder}
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              autoComplete="off"
            />
            <ul className={styles.list} aria-label={picker.allProviders}>
              {results.map((mso) => (
                <li key={mso.id}>
                  <button type="button" className={styles.row} onClick={() => pick(mso)}>
                    {highlightParts(mso.logInText, term).map((part, index) =>
                      part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
                    )}
                  </button>
                </li>
              ))}
            </ul>
            {results.length === 0 && (
              <p role="status" className={styles.empty}>
                {picker.noMatch}
              </p>
            )}
          </>
        )}
      </div>
    </dialog>
  );
}
