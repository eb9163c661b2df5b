import { useNavigate } from 'react-router';
import { href } from '../../lib/routes.ts';
import { signInTarget } from '../../lib/sign-in-target.ts';
import { GenericModal } from './generic-modal.tsx';
import type { ModalButtonTarget } from './modal-buttons.ts';
import { useModalStore } from './modal-store.ts';

/** Renders the generic modal held in the modal store; mount once inside the router. */
export function GenericModalHost() {
  const modal = useModalStore((state) => state.modal);
  const modalId = useModalStore((state) => state.modalId);
  const closeModal = useModalStore((state) => state.closeModal);
  const navigate = useNavigate();

  if (!modal) return null;

  function follow(target: Exclude<ModalButtonTarget, { kind: 'close' }>) {
    // 'login goes to the login route' (shell spec section 4): where this variant signs in.
    void navigate(target.kind === 'route' ? href(target.name) : signInTarget().path);
  }

  // A new modal gets a new key, so it remounts and runs its open-on-mount rules again.
  return <GenericModal key={modalId} modal={modal} onClose={closeModal} onNavigate={follow} />;
}
