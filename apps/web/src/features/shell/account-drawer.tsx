import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LABELS } from '@stat/contracts';
import type { VisitorState } from '@stat/contracts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { useIsMobile } from '../../lib/device.ts';
import { href } from '../../lib/routes.ts';
import { isOtt } from '../../lib/variant.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { ACCOUNT_BUTTON_ID, ACCOUNT_DRAWER_ID } from './account-drawer-ids.ts';
import styles from './account-drawer.module.css';

/**
 * The right-side account drawer (shell spec section 2, "Drawer") on a native modal <dialog>:
 * focus moves in and is trapped while open, and returns to the account button on close.
 */
interface AccountDrawerProps {
  visitorState: VisitorState;
  helpCenterUrl: string;
  onSignOut: () => void;
  /** The My List slot (composed by the app layout); shown only to authorized users off mobile. */
  myList?: ReactNode;
}

export function AccountDrawer({ visitorState, ...props }: AccountDrawerProps) {
  if (visitorState === 'signedOut') return null;
  return <AccountDrawerDialog authorized={visitorState === 'authorized'} {...props} />;
}

function AccountDrawerDialog({
  authorized,
  helpCenterUrl,
  onSignOut: signOut,
  myList,
}: Omit<AccountDrawerProps, 'visitorState'> & { authorized: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const headingId = useId();
  const open = useUiStore((state) => state.drawerOpen);
  const closeDrawer = useUiStore((state) => state.closeDrawer);
  const isMobile = useIsMobile();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    if (!dialog.open) dialog.showModal();
    document.body.dataset.drawerOpen = 'true';
    return () => {
      delete document.body.dataset.drawerOpen;
      if (dialog.open) dialog.close();
      // Focus goes back where the drawer was opened from, if that button is still there.
      document.getElementById(ACCOUNT_BUTTON_ID)?.focus();
    };
  }, [open]);

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget && pressStartedOnBackdrop.current) closeDrawer();
  }

  function onSignOut() {
    closeDrawer();
    signOut();
  }

  return (
    <dialog
      ref={dialogRef}
      id={ACCOUNT_DRAWER_ID}
      className={styles.drawer}
      aria-labelledby={headingId}
      aria-modal="true"
      onCancel={(event) => {
        // The store owns open/closed; the effect closes the element.
        event.preventDefault();
        closeDrawer();
      }}
      onClose={() => {
        if (open) closeDrawer();
      }}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdropClick}
    >
      <div className={styles.panel}>
        <div className={styles.top}>
          <h2 id={headingId} className={styles.heading}>
            {LABELS.account}
          </h2>
          <CloseButton label={LABELS.closeAccount} onClick={closeDrawer} />
        </div>
        <nav aria-labelledby={headingId}>
          <ul role="list" className={styles.links}>
            <li>
              <Link to={href('settings')} className={styles.link} onClick={closeDrawer}>
                {LABELS.settings}
              </Link>
            </li>
            {!isOtt && (
              <li>
                <Link to={href('activate')} className={styles.link} onClick={closeDrawer}>
                  {LABELS.activateDevice}
                </Link>
              </li>
            )}
            <li>
              <a href={helpCenterUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
                {LABELS.helpCenter}
                <span className="visually-hidden"> {LABELS.opensInNewTab}</span>
              </a>
            </li>
            <li>
              <button type="button" className={styles.link} onClick={onSignOut}>
                {LABELS.signOut}
              </button>
            </li>
          </ul>
        </nav>
        {authorized && !isMobile && (
          <section className={styles.myList} aria-labelledby={`${headingId}-my-list`}>
            <h3 id={`${headingId}-my-list`} className={styles.myListHeading}>
              {LABELS.myList}
            </h3>
            {myList ?? <p className={styles.empty}>{LABELS.myListEmpty}</p>}
          </section>
        )}
      </div>
    </dialog>
  );
}
