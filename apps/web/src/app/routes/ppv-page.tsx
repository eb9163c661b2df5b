import { lazy, Suspense, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { visitorState } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { PlayAvailability, type FixOnPage } from '../../features/play-fix/play-availability.tsx';
import { PpvEventPage } from '../../features/ppv/ppv-event-page.tsx';
import type { PpvPlayable } from '../../features/ppv/ppv-play.ts';
import type { PpvPurchaseOpening } from '../../features/ppv/sections/ppv-section-props.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { refusalFixes } from '../player/refusal-fixes.ts';

// The purchase (its dialog and the gateway's card fields) loads when Buy is pressed, not with the page.
const PpvPurchaseHost = lazy(() => import('../ppv/ppv-purchase-host.tsx'));

/** What the purchase section offers (sign in to buy, Buy now): the watch note names them, not a second button. */
const PURCHASE_SECTION_FIXES: readonly FixOnPage[] = ['signIn', 'buy'];

/**
 * Pay-per-view: the event page, in its own chunk like every page, told who is looking, with the
 * purchase flow and the server's can-play answer before its watch button (a sign-in from there
 * comes back here).
 */
export default function PpvPage() {
  const visitor = visitorState(useUser());
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const actions = refusalFixes(navigate, queryClient, { name: 'ppv', params: {} });
  const purchase = (opening: PpvPurchaseOpening) => (
    <Suspense fallback={<Loader position="fixed" />}>
      <PpvPurchaseHost {...opening} authorized={visitor === 'authorized'} />
    </Suspense>
  );
  const playNote = (thing: PpvPlayable, watch: ReactNode, purchaseOnPage: boolean) => (
    <PlayAvailability thing={thing} actions={actions} playable={watch} fixesOnPage={purchaseOnPage ? PURCHASE_SECTION_FIXES : []} />
  );
  return <PpvEventPage viewer={{ visitor, purchase, playNote }} />;
}
