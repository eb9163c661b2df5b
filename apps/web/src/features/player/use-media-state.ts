import { useEffect, useState, type RefObject } from 'react';

export interface MediaState {
  currentTime: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  seeking: boolean;
  volume: number;
  muted: boolean;
  /** Play was asked for and no frame has moved since. */
  starting: boolean;
  /** A presentation is loaded (its metadata arrived). */
  loaded: boolean;
  /** It has played since it loaded: paused before that, the browser wanted a gesture first. */
  played: boolean;
}

const INITIAL: MediaState = {
  currentTime: 0,
  duration: 0,
  paused: true,
  ended: false,
  seeking: false,
  volume: 1,
  muted: false,
  starting: false,
  loaded: false,
  played: false,
};

const EVENTS = [
  'loadedmetadata',
  'durationchange',
  'timeupdate',
  'play',
  'playing',
  'pause',
  'seeking',
  'seeked',
  'ended',
  'volumechange',
  'waiting',
  'emptied',
] as const;

/** The video element's facts, re-read on each of its events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>, attached: boolean): MediaState {
  const [state, setState] = useState<MediaState>(INITIAL);

  useEffect(() => {
    const video = videoRef.current;
    if (!attached || !video) return;
    let starting = false;
    let played = false;
    const read = (event?: Event) => {
      if (event?.type === 'emptied') played = false;
      if (event?.type === 'playing') played = true;
      if (event?.type === 'play') starting = true;
      if (event?.type === 'playing' || event?.type === 'pause' || event?.type === 'emptied') starting = false;
      setState({
        currentTime: video.currentTime,
        duration: Number.isFinite(video.duration) ? video.duration : 0,
        paused: video.paused,
        ended: video.ended,
        seeking: video.seeking,
        volume: video.volume,
        muted: video.muted,
        starting,
        loaded: video.readyState >= HTMLMediaElement.HAVE_METADATA,
        played,
      });
    };
    for (const name of EVENTS) video.addEventListener(name, read);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, read);
    };
  }, [videoRef, attached]);

  return state;
}
