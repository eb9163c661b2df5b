import { useNavigate } from 'react-router';
import { ROUTE_TABLE } from '../../lib/route-table.ts';
import { href } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { GenericModal } from './generic-modal.tsx';
import type { ModalButtonTarget } from './modal-buttons.ts';
import { useModalStore } from './modal-store.ts';

// The login route is the path that opens the provider picker (/login, provider variant only).
const loginRoute = ROUTE_TABLE.find((def) => def.opensPicker && (!def.variants || def.variants.includes(VARIANT)));

/** Renders the generic modal held in the modal store; mount once inside the router. */
export function GenericModalHost() {
  const modal = useModalStore((state) => state.modal);
  const modalId = useModalStore((state) => state.modalId);
  const closeModal = useModalStore((state) => state.closeModal);
  const openPicker = useUiStore((state) => state.openPicker);
  const navigate = useNavigate();

  if (!modal) return null;

  function follow(target: Exclude<ModalButtonTarget, { kind: 'close' }>) {
    if (target.kind === 'route') void navigate(href(target.name));
    // Without a login path (direct variant) signing in is the picker itself, as in the header.
    else if (loginRoute) void navigate(loginRoute.path);
    else openPicker();
  }

  // A new modal gets a new key, so it remounts and runs its open-on-mount rules again.
  return <GenericModal key={modalId} modal={modal} onClose={closeModal} onNavigate={follow} />;
}
