import { create } from 'zustand';

/** The sign-in dialog on screen after Complete Your Profile (which shows on its own rule). */
export type SignInDialog = 'under18' | 'parentalControls' | 'welcome' | 'upsell';

interface SignInFlowState {
  dialog: SignInDialog | null;
  /** Set by /handleLogin; the upsell decision consumes it. */
  justSignedIn: boolean;
  /** Complete Your Profile closed without saving; it stays closed until the page reloads. */
  closedWithoutSaving: boolean;
  show: (dialog: SignInDialog | null) => void;
  markSignedIn: () => void;
  consumeSignIn: () => void;
  closeWithoutSaving: () => void;
  /** Shows Complete Your Profile again after it was closed without saving (a refused play's fix). */
  reopenProfile: () => void;
}

export const useSignInFlowStore = create<SignInFlowState>()((set) => ({
  dialog: null,
  justSignedIn: false,
  closedWithoutSaving: false,
  show: (dialog) => set({ dialog }),
  markSignedIn: () => set({ justSignedIn: true, closedWithoutSaving: false }),
  consumeSignIn: () => set({ justSignedIn: false }),
  closeWithoutSaving: () => set({ closedWithoutSaving: true }),
  reopenProfile: () => set({ closedWithoutSaving: false }),
}));
