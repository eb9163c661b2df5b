import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LABELS } from '@stat/contracts';
import { Logo } from '../../components/brand/logo.tsx';
import { SignInButton } from '../../components/ui/sign-in-button.tsx';
import { href } from '../../lib/routes.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { ACCOUNT_BUTTON_ID, ACCOUNT_DRAWER_ID } from './account-drawer-ids.ts';
import styles from './header.module.css';

interface HeaderProps {
  signedOut: boolean;
  /** The catalogue menu, composed by the app layer (features do not import each other). */
  menu?: ReactNode;
  /** Quick search, composed by the app layer. */
  search?: ReactNode;
}

/**
 * The 80 px header: the brand and the menu on the left; the search slot and Sign In or the
 * account button on the right.
 */
export function Header({ signedOut, menu, search }: HeaderProps) {
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const toggleDrawer = useUiStore((state) => state.toggleDrawer);

  return (
    <header className={styles.header}>
      <Link to={href('home')} className={styles.brand} aria-label={LABELS.homeLink}>
        <Logo />
      </Link>
      {menu && <div className={styles.menu}>{menu}</div>}
      <div className={styles.actions}>
        {search}
        {signedOut ? (
          <SignInButton variant="secondary" size="sm" />
        ) : (
          <button
            type="button"
            id={ACCOUNT_BUTTON_ID}
            className={styles.accountButton}
            aria-label={LABELS.account}
            aria-expanded={drawerOpen}
            aria-controls={ACCOUNT_DRAWER_ID}
            onClick={toggleDrawer}
          >
            <AccountIcon />
          </button>
        )}
      </div>
    </header>
  );
}

function AccountIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 20.5c1.4-3.6 4.4-5.5 8-5.5s6.6 1.9 8 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
