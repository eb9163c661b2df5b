import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { LABELS } from '@stat/contracts';
import type { Modal } from '@stat/contracts';
import { Button } from '../ui/button.tsx';
import { Loader } from '../ui/loader.tsx';
import { CloseButton } from '../ui/close-button.tsx';
import { modalButtons, type ModalButtonTarget } from './modal-buttons.ts';
import styles from './generic-modal.module.css';

interface GenericModalProps {
  modal: Modal;
  onClose: () => void;
  /** Follows a pressed button's target after the modal has closed. */
  onNavigate: (target: Exclude<ModalButtonTarget, { kind: 'close' }>) => void;
}

/**
 * The generic modal (shell spec section 4) on a native modal <dialog>: the browser traps focus
 * and makes the page inert. Opens on mount and marks the body modal-open until unmount.
 */
export function GenericModal({ modal, onClose, onNavigate }: GenericModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const titleId = useId();
  const bodyId = useId();
  const requireConfirmation = modal.requireConfirmation ?? false;
  const buttons = modalButtons(modal.buttons);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the close icon (first in order); the first action is the expected default.
    dialog.querySelector<HTMLElement>('[data-modal-action]')?.focus();
    document.body.dataset.modalOpen = 'true';
    // Unmounting removes the dialog from the top layer; calling close() here would fire a
    // `close` event into whichever modal replaces this one.
    return () => {
      delete document.body.dataset.modalOpen;
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // Preventing the keydown stops the browser's close request before any `cancel` event, which
    // Chromium would otherwise force through on a second Esc.
    if (event.key === 'Escape' && requireConfirmation) event.preventDefault();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    if (!requireConfirmation) onClose();
  }

  function onDialogClose() {
    // Only a browser-forced close gets here while mounted; a confirmation modal must stay up.
    const dialog = dialogRef.current;
    if (requireConfirmation && dialog?.isConnected && !dialog.open) dialog.showModal();
  }

  function onBackdropClick(event: MouseEvent<HTMLDialogElement>) {
    // The content fills the dialog box, so only a click on the ::backdrop targets the dialog itself.
    const onBackdrop = event.target === event.currentTarget && pressStartedOnBackdrop.current;
    if (onBackdrop && !requireConfirmation) onClose();
  }

  function press(target: ModalButtonTarget) {
    onClose();
    if (target.kind !== 'close') onNavigate(target);
  }

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={modal.title ? titleId : undefined}
      aria-label={modal.title ? undefined : LABELS.modalDefaultName}
      aria-describedby={modal.body && !modal.loading ? bodyId : undefined}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onDialogClose}
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdropClick}
    >
      <div className={styles.content}>
        {!requireConfirmation && (
          <CloseButton label={LABELS.close} onClick={onClose} className={styles.closeIcon} />
        )}
        {modal.titleImagePath && <img className={styles.titleImage} src={modal.titleImagePath} alt="" />}
        {modal.title && (
          <h2 id={titleId} className={styles.title}>
            {modal.title}
          </h2>
        )}
        {modal.loading ? (
          <Loader position="relative" />
        ) : (
          modal.body && (
            <p id={bodyId} className={styles.body}>
              {modal.body}
            </p>
          )
        )}
        <div className={styles.buttons}>
          {buttons.map((button, index) => (
            <Button
              key={`${index}-${button.label}`}
              variant={button.variant}
              data-modal-action
              onClick={() => press(button.target)}
            >
              {button.label}
            </Button>
          ))}
        </div>
      </div>
    </dialog>
  );
}
