import { create } from 'zustand';

interface UiState {
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
  /** The provider picker dialog (provider variant). */
  pickerOpen: boolean;
  /**
   * Where signing in from the picker comes back to when it is not the page under the picker: the
   * path of a route an access rule refused, which opens the picker over home.
   */
  pickerReturnPath: string | null;
  openPicker: (returnPath?: string) => void;
  closePicker: () => void;
  /** A blocking full-page loader, e.g. while signing out. */
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  drawerOpen: false,
  openDrawer: () => set({ drawerOpen: true }),
  closeDrawer: () => set({ drawerOpen: false }),
  toggleDrawer: () => set((state) => ({ drawerOpen: !state.drawerOpen })),
  pickerOpen: false,
  pickerReturnPath: null,
  openPicker: (returnPath) => set({ pickerOpen: true, pickerReturnPath: returnPath ?? null }),
  closePicker: () => set({ pickerOpen: false, pickerReturnPath: null }),
  busy: false,
  setBusy: (busy) => set({ busy }),
}));
