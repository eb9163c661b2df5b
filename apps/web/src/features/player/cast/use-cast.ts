import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CAST_LABELS } from '@stat/contracts';
import { useCastStore } from './cast-store.ts';
import { castingTitleInfo, type CastableTitle } from './casting-title-info.ts';

// The framework's wrapper and the library loader stay out of the player's chunk until it mounts.
const castSession = () => import('./cast-session.ts');

/** What the player plays now, for the receiver to take over. */
export interface CastRequest {
  title: CastableTitle;
  /** The DASH manifest (start-play's uri). */
  contentUrl: string;
  licenseUrl: string;
  /** Seconds: where the local player is. */
  startTime: number;
}

/** Loads the Cast library once; the store says 'unavailable' if even the code split fails to load. */
export function initialiseCasting(): void {
  castSession()
    .then(({ initialiseCast }) => initialiseCast())
    .catch(() => useCastStore.setState({ availability: 'unavailable' }));
}

/** Opens the browser's device picker; true once connected. */
export async function requestCastSession(): Promise<boolean> {
  return (await castSession()).requestSession();
}

/** Has the connected receiver play `request`'s title; true once it has taken it (the sender is then minimized). */
export async function castTitle({ title, ...media }: CastRequest): Promise<boolean> {
  const { loadMedia } = await castSession();
  const deviceName = useCastStore.getState().deviceName ?? CAST_LABELS.unnamedDevice;
  return loadMedia({ ...media, info: castingTitleInfo(title, deviceName) });
}

/** The receiver's controls, for the mini sender and the player's casting view. */
export const remoteControls = {
  playOrPause: () => void castSession().then((session) => session.playOrPause()),
  seek: (seconds: number) => void castSession().then((session) => session.seek(seconds)),
  stop: () => void castSession().then((session) => session.endSession()),
};

/** Back to the mini sender (the player calls it when it closes while casting). */
export const minimizeCastSender = () => useCastStore.getState().minimize();

/**
 * Casting as the player needs it; loads the Cast library on first use. `casting` is what the
 * receiver plays (compare its titleId with the player's title), `remote` its playback.
 */
export function useCast() {
  useEffect(initialiseCasting, []);
  return useCastStore(
    useShallow(({ availability, devicesFound, session, deviceName, casting, minimized, remote }) => ({
      available: availability === 'available',
      devicesFound,
      session,
      deviceName,
      casting,
      minimized,
      remote,
    })),
  );
}
