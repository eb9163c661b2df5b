import { create } from 'zustand';

interface UiState {
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
  toggleDrawer: () => void;
  /** The provider picker dialog (provider variant). */
  pickerOpen: boolean;
  openPicker: () => void;
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
  openPicker: () => set({ pickerOpen: true }),
  closePicker: () => set({ pickerOpen: false }),
  busy: false,
  setBusy: (busy) => set({ busy }),
}));
