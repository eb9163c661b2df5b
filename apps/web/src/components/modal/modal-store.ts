import { create } from 'zustand';
import { LABELS } from '@stat/contracts';
import type { Modal } from '@stat/contracts';
import type { ApiError } from '../../lib/api-error.ts';

interface ModalState {
  /** The generic modal on screen, or null. A new modal replaces the current one. */
  modal: Modal | null;
  /** Changes with every openModal, so a replacing modal remounts. */
  modalId: number;
  openModal: (modal: Modal) => void;
  closeModal: () => void;
}

export const useModalStore = create<ModalState>()((set) => ({
  modal: null,
  modalId: 0,
  openModal: (modal) => set((state) => ({ modal, modalId: state.modalId + 1 })),
  closeModal: () => set({ modal: null }),
}));

export function openModal(modal: Modal): void {
  useModalStore.getState().openModal(modal);
}

function errorModal(error: ApiError): Modal {
  return {
    title: error.title ?? LABELS.errorModalDefaultTitle,
    body: error.body,
    buttons: (error.call ?? []).map((label) => ({ label })),
  };
}

/** Maps an API error object to a modal and opens it: "a user error in state opens the generic modal". */
export function openErrorModal(error: ApiError): void {
  openModal(errorModal(error));
}
