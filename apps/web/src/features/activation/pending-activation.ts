import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

interface PendingActivationState {
  /** The activation dialog is under way (it may be waiting for the viewer to sign in). */
  open: boolean;
  /** The code the viewer entered or the TV's address carried, in canonical form. */
  code: string | null;
  /** The viewer signed in or completed their profile during this activation: the wording says so. */
  withRegistration: boolean;
  /** Opens activation, with a code already known (the TV's address) or none (the code form). */
  start: (code?: string | null) => void;
  /** Keeps the code through sign-in and registration; null once it is spent. */
  holdCode: (code: string | null) => void;
  markRegistered: () => void;
  /** Activation is over: succeeded, declined or closed. */
  finish: () => void;
}

/**
 * Device activation in progress (shell spec sections 3-4: the code and the withRegistration
 * flag). Kept in sessionStorage, so a code entered before signing in survives the trip to the
 * provider and back, and no longer than the tab.
 */
export const usePendingActivation = create<PendingActivationState>()(
  persist(
    (set) => ({
      open: false,
      code: null,
      withRegistration: false,
      start: (code = null) => set({ open: true, code, withRegistration: false }),
      holdCode: (code) => set({ open: true, code }),
      markRegistered: () => set({ withRegistration: true }),
      finish: () => set({ open: false, code: null, withRegistration: false }),
    }),
    {
      name: STORAGE_KEYS.activationCode,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ open, code, withRegistration }) => ({ open, code, withRegistration }),
    },
  ),
);

/** A code waits for the viewer to finish signing in. */
export const isActivationPending = (): boolean => {
  const { open, code } = usePendingActivation.getState();
  return open && code !== null;
};
