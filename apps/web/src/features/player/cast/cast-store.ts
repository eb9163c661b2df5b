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

const IDLE_REMOTE: RemotePlayback = { paused: false, currentTime: 0, duration: 0 };
const NO_SESSION = { session: 'idle', deviceName: null, casting: null, minimized: false, remote: IDLE_REMOTE } as const;

/**
 * Casting as the UI sees it. cast-session.ts writes it from the framework's events (through the
 * functions below); components only read it, and minimize or maximize the sender. The app layout
 * reads it too, to mount the mini sender, so it stays tiny and free of the framework.
 */
export const useCastStore = create<CastState>()((set) => ({
  availability: 'unknown',
  devicesFound: false,
  ...NO_SESSION,
  minimize: () => set((state) => ({ minimized: state.casting !== null })),
  maximize: () => set({ minimized: false }),
}));

export function setCastAvailability(availability: CastAvailability): void {
  useCastStore.setState({ availability });
}

export function setDevicesFound(devicesFound: boolean): void {
  useCastStore.setState({ devicesFound });
}

export function sessionConnecting(): void {
  useCastStore.setState({ session: 'connecting' });
}

export function sessionConnected(deviceName: string): void {
  useCastStore.setState({ session: 'connected', deviceName });
}

export function sessionEnded(): void {
  useCastStore.setState(NO_SESSION);
}

/** The receiver took the title: the sender minimizes (streaming spec section 4, "Casting"). */
export function mediaLoaded(info: CastingTitleInfo): void {
  useCastStore.setState({ casting: info, minimized: true });
}

/** The receiver finished or dropped the media: the session stays, the mini sender goes. */
export function mediaUnloaded(): void {
  useCastStore.setState({ casting: null, minimized: false });
}

export function remoteChanged(remote: RemotePlayback): void {
  useCastStore.setState({ remote });
}
