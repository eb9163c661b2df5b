import { Suspense, lazy } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { GenericModalHost } from '../../components/modal/generic-modal-host.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { AccountDrawer } from '../../features/shell/account-drawer.tsx';
import { Footer } from '../../features/shell/footer.tsx';
import { Header } from '../../features/shell/header.tsx';
import { SkipLink } from '../../features/shell/skip-link.tsx';
import { TermsNotification } from '../../features/shell/terms-notification.tsx';
import { href } from '../../lib/routes.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import styles from './app-layout.module.css';
import { useBlockedNavigation, useCurrentRoute, useNavigationEffects, useSignedOutDetection } from './use-navigation-effects.ts';

const ProviderPicker = lazy(() =>
  import('../../features/provider-picker/provider-picker.tsx').then((module) => ({ default: module.ProviderPicker })),
);

/** The provider picker, loaded when first opened; closing it on /login leaves for home. */
function ProviderPickerHost() {
  const pickerOpen = useUiStore((state) => state.pickerOpen);
  const closePicker = useUiStore((state) => state.closePicker);
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const location = useLocation();
  if (!pickerOpen) return null;

  function close() {
    closePicker();
    if (route?.def.opensPicker) void navigate(href('home'), { replace: true });
  }
  const returnPage = `${window.location.origin}${location.pathname}${location.search}${location.hash}`;
  return (
    <Suspense fallback={<Loader position="fixed" />}>
      <ProviderPicker onClose={close} returnPage={returnPage} />
    </Suspense>
  );
}

/** The layout route: the shell (skip link, header, drawer, footer, dialogs) around every page. */
export function AppLayout() {
  useNavigationEffects();
  useSignedOutDetection();
  useBlockedNavigation();
  const busy = useUiStore((state) => state.busy);
  const def = useCurrentRoute()?.def;

  return (
    <>
      <SkipLink />
      <Header />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AccountDrawer />
      {!def?.hideFooter && <Footer suppressTrialDisclaimer={def?.suppressTrialDisclaimer ?? false} />}
      <TermsNotification />
      <GenericModalHost />
      <ProviderPickerHost />
      {busy && <Loader position="fixed" blocking />}
    </>
  );
}
