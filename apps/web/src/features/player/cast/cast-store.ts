import { create } from 'zustand';
import type { CastingTitleInfo } from './casting-title-info.ts';

/** Whether the Cast framework loaded: 'unknown' until the loader has answered. */
export type CastAvailability = 'unknown' | 'available' | 'unavailable';
export type CastSessionState = 'idle' | 'connecting' | 'connected';

/** The receiver's playback, mirrored from the framework's RemotePlayer. Seconds. */
export interface RemotePlayback {
  paused: boolean;
  currentTime: number;
  duration: number;
}

interface CastState {
  availability: CastAvailability;
  /** The framework sees at least one device on the network: the cast button shows only then. */
  devicesFound: boolean;
  session: CastSessionState;
  deviceName: string | null;
  /** What the receiver plays (its titleId is where the mini sender leads); null before a load. */
  casting: CastingTitleInfo | null;
  /** The mini sender shows while minimized (shell spec section 4). */
  minimized: boolean;
  remote: RemotePlayback;
  minimize: () => void;
  maximize: () => void;
}

/** The store's session fields while there is none. */
export const NO_SESSION = {
  session: 'idle',
  deviceName: null,
  casting: null,
  minimized: false,
  remote: { paused: false, currentTime: 0, duration: 0 },
} as const;

/**
 * Casting as the UI sees it. Only cast-session.ts writes it, from the framework's events;
 * components read it, and minimize or maximize the sender. The app layout reads it too, to mount
 * the mini sender: the store is in the first bundle, so it holds state and nothing else (its
 * writers load with the framework).
 */
export const useCastStore = create<CastState>()((set) => ({
  availability: 'unknown',
  devicesFound: false,
  ...NO_SESSION,
  minimize: () => set((state) => ({ minimized: state.casting !== null })),
  maximize: () => set({ minimized: false }),
}));
