import { Suspense, lazy, useState } from 'react';
import { useHydrating } from '../../lib/use-hydrating.ts';
import { usePpvState } from './api/get-ppv-state.ts';
import { ppvModalShownThisSession } from './ppv-modal-memory.ts';

// The modal's code loads only when it is due: the first bundle carries this host alone.
const PpvPromoModal = lazy(() => import('./ppv-promo-modal.tsx').then((module) => ({ default: module.PpvPromoModal })));

/**
 * Opens the promo modal once a session, in the phases the event file names for it: in the
 * browser only, once the page has hydrated (whether it was shown is in the browser's storage).
 */
export function PpvPromoHost({ blocked }: { blocked: boolean }) {
  const state = usePpvState();
  const hydrating = useHydrating();
  // Read once: once shown it stays mounted until closed, though it is then remembered.
  const [shownBefore] = useState(ppvModalShownThisSession);
  const modal = state?.pages.modal;
  if (hydrating || blocked || shownBefore || !modal?.visible) return null;
  return (
    <Suspense fallback={null}>
      <PpvPromoModal page={modal} />
    </Suspense>
  );
}
