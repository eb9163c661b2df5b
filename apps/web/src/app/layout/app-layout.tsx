import { SettingsNotification } from '../../components/settings-notification.tsx';
import { Suspense, lazy } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { CHANNEL_IDS, inDunningPeriod, visitorState as visitorStateOf } from '@stat/contracts';
import type { RouteName, StatusPage, VisitorState } from '@stat/contracts';
import { GenericModalHost } from '../../components/modal/generic-modal-host.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { usePageViewAnalytics } from '../../features/analytics/use-page-view-analytics.ts';
import { useMenu } from '../../features/menu/api/get-menu.ts';
import { SiteMenu } from '../../features/menu/site-menu.tsx';
import { providerDataQuery } from '../../features/provider-data/api/get-provider-data.ts';
import { MyListPanel } from '../../features/my-list/my-list-panel.tsx';
import { useCastStore } from '../../features/player/cast/cast-store.ts';
import { QuickSearch } from '../../features/search/quick-search.tsx';
import { AccountDrawer } from '../../features/shell/account-drawer.tsx';
import { useSignOut } from '../../features/shell/api/sign-out.ts';
import { Footer } from '../../features/shell/footer.tsx';
import { Header } from '../../features/shell/header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../features/shell/skip-link.tsx';
import { PpvPromoHost } from '../../features/ppv/ppv-promo-host.tsx';
import { PpvIncidentBannerHost } from '../../features/ppv/ppv-incident-banner.tsx';
import { ServiceStatusHost } from '../../features/service-status/service-status-host.tsx';
import { TermsNotification } from '../../features/shell/terms-notification.tsx';
import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useIsMobile } from '../../lib/device.ts';
import { getFlag } from '../../lib/flags.ts';
import { href, routeDef } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { evaluateAccess } from '../access/evaluate-access.ts';
import { viewerChanged } from '../session/entitlement.ts';
import { SignInFlowHost } from '../sign-in/sign-in-flow-host.tsx';
import { ActivationHost } from '../activation/activation-host.tsx';
import styles from './app-layout.module.css';
import { BlockedNavigation, useCurrentRoute, useNavigationEffects, useSignedOutDetection } from './use-navigation-effects.ts';
import type { RouteData } from '../route-loader.ts';

/**
 * The event's promo opens over the landing pages only (home, and the direct variant's front
 * door): a viewer who followed a link to a title, a search or the event came for that page, and
 * a dialog drawn over it as it arrives would become its largest paint (docs/decisions.md).
 */
const PROMO_ROUTES: ReadonlySet<string | undefined> = new Set<RouteName>(['home', 'frontDoor']);

/** Where the viewer is, as the service status's incidents mark pages: the route, a live player's channel, /login's picker. */
function statusPageOf(route: RouteData | undefined): StatusPage {
  // The loader carries params untyped; playLive's channel was parsed from the path against CHANNEL_IDS.
  const channel = route?.name === 'playLive' ? (CHANNEL_IDS.find((id) => id === route.params.channel) ?? null) : null;
  return { route: route?.name, channel, signIn: route?.def.opensPicker ?? false };
}

const MigrationAnnouncement = lazy(() =>
  import('../../features/announcements/migration-announcement.tsx').then((module) => ({
    default: module.MigrationAnnouncement,
  })),
);

// Loaded once something is cast: the first bundle carries only the (tiny) cast store.
const MiniSenderBar = lazy(() =>
  import('../../features/player/cast/mini-sender-bar.tsx').then((module) => ({ default: module.MiniSenderBar })),
);

// Billing's code, loaded only for a viewer whose renewal is unpaid (ott).
const DunningBanner = lazy(() =>
  import('../../features/billing/dunning-banner.tsx').then((module) => ({ default: module.DunningBanner })),
);

const ProviderPicker = lazy(() =>
  import('../../features/provider-picker/provider-picker.tsx').then((module) => ({ default: module.ProviderPicker })),
);

/**
 * The provider picker, loaded when first opened; closing it on /login leaves for home. Signing in
 * comes back to the page under it, or to the refused route that opened it.
 */
function ProviderPickerHost() {
  const pickerOpen = useUiStore((state) => state.pickerOpen);
  const pickerReturnPath = useUiStore((state) => state.pickerReturnPath);
  const closePicker = useUiStore((state) => state.closePicker);
  const dictionary = useDictionary();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const location = useLocation();
  if (!pickerOpen) return null;

  function close() {
    closePicker();
    if (route?.def.opensPicker) void navigate(href('home'), { replace: true });
  }
  const returnPage = `${window.location.origin}${pickerReturnPath ?? `${location.pathname}${location.search}${location.hash}`}`;
  return (
    <Suspense fallback={<Loader position="fixed" />}>
      <ProviderPicker providers={dictionary} onClose={close} returnPage={returnPage} />
    </Suspense>
  );
}

/**
 * The catalogue menu, shown to visitors who may open the catalogue's list pages (not on mobile
 * in the provider variant, not before authorization in the direct one): its links would only
 * bounce them elsewhere.
 */
function CatalogueMenu({ visitor }: { visitor: VisitorState }) {
  const isMobile = useIsMobile();
  const allowed =
    evaluateAccess({ route: routeDef('allSeries'), variant: VARIANT, visitor, isMobile, paywallClosed: getFlag('paywallClosed') })
      .kind === 'allow';
  const items = useMenu(allowed);
  if (!allowed || !items) return null;
  return <SiteMenu items={items} />;
}

/**
 * The layout route: the shell (skip link, header, drawer, footer, dialogs) around every page.
 * Features never import each other, so this is where the start-up data (user, dictionary) is
 * read and handed to the shell's parts as props.
 */
export function AppLayout() {
  useNavigationEffects();
  useSignedOutDetection();
  const user = useUser();
  const dictionary = useDictionary();
  const queryClient = useQueryClient();
  const msoId = user?.msoId ?? null;
  const signOut = useSignOut({
    clearUserData: () => void viewerChanged(queryClient, { kind: 'signedOut' }),
    // The provider's sign-out needs its data: usually cached since sign-in, public either way.
    loadProvider: () => (msoId === null ? Promise.resolve(null) : queryClient.fetchQuery(providerDataQuery(msoId))),
  });
  const busy = useUiStore((state) => state.busy);
  const castSenderMinimized = useCastStore((state) => state.minimized);
  const route = useCurrentRoute();
  const def = route?.def;
  const visitorState = visitorStateOf(user);
  const onPlayRoute = route?.name === 'play' || route?.name === 'playLive';
  usePageViewAnalytics(route?.name, visitorState);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const isMobile = useIsMobile();
  // Quick search only where its results page opens for this visitor (not on mobile in stat,
  // authorized only in ott), so a suggestion never leads to a refusal.
  const searchAllowed =
    evaluateAccess({
      route: routeDef('search'),
      variant: VARIANT,
      visitor: visitorState,
      isMobile,
      paywallClosed: getFlag('paywallClosed'),
    }).kind === 'allow';

  return (
    <>
      <SkipLink />
      <Header
        signedOut={visitorState === 'signedOut'}
        menu={<CatalogueMenu visitor={visitorState} />}
        search={searchAllowed ? <QuickSearch /> : undefined}
      />
      <PpvIncidentBannerHost />
      <ServiceStatusHost page={statusPageOf(route)} signedIn={visitorState !== 'signedOut'} mainId={MAIN_CONTENT_ID} />
      {VARIANT === 'ott' && inDunningPeriod(user) && (
        <Suspense fallback={null}>
          <DunningBanner />
        </Suspense>
      )}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AccountDrawer
        visitorState={visitorState}
        helpCenterUrl={dictionary.helpUrls.helpCenter}
        onSignOut={() => void signOut()}
        myList={<MyListPanel active={drawerOpen && visitorState === 'authorized'} />}
      />
      {!def?.hideFooter && (
        <Footer
          dictionary={dictionary}
          visitorState={visitorState}
          suppressTrialDisclaimer={def?.suppressTrialDisclaimer ?? false}
        />
      )}
      {castSenderMinimized && (
        <Suspense fallback={null}>
          <MiniSenderBar />
        </Suspense>
      )}
      <TermsNotification message={user?.optionalAttributes.HTML_INFO_BOX} />
      {/* App-wide: a deleted account's notice shows on the signed-out landing (issue 26 section 5). */}
      <SettingsNotification />
      <BlockedNavigation />
      <GenericModalHost />
      <ProviderPickerHost />
      <SignInFlowHost user={user} onPlayer={route?.player ?? false} onSignOut={signOut} />
      <ActivationHost
        user={user}
        onActivateRoute={route?.name === 'activate'}
        blocked={(route?.player ?? false) || visitorState === 'unauthorized'}
      />
      <Suspense fallback={null}>
        <MigrationAnnouncement onPlayRoute={onPlayRoute} />
      </Suspense>
      <PpvPromoHost blocked={!PROMO_ROUTES.has(route?.name)} />
      {busy && <Loader position="fixed" blocking />}
    </>
  );
}
