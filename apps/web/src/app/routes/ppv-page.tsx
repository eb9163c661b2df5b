import { lazy, Suspense } from 'react';
import { visitorState } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { PpvEventPage } from '../../features/ppv/ppv-event-page.tsx';
import type { PpvPurchaseOpening } from '../../features/ppv/sections/ppv-section-props.ts';
import { useUser } from '../../features/startup/api/get-user.ts';

// The purchase (its dialog and the gateway's card fields) loads when Buy is pressed, not with the page.
const PpvPurchaseHost = lazy(() => import('../ppv/ppv-purchase-host.tsx'));

/** Pay-per-view: the event page, in its own chunk like every page, told who is looking. */
export default function PpvPage() {
  const visitor = visitorState(useUser());
  const purchase = (opening: PpvPurchaseOpening) => (
    <Suspense fallback={<Loader position="fixed" />}>
      <PpvPurchaseHost {...opening} authorized={visitor === 'authorized'} />
    </Suspense>
  );
  return <PpvEventPage viewer={{ visitor, purchase }} />;
}
