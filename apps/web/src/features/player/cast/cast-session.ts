import { CAST_LABELS } from '@stat/contracts';
import { pickImage } from '../../../components/catalogue/artwork.tsx';
import { loadCastSender, type CastApi } from './cast-sender-loader.ts';
import { NO_SESSION, useCastStore, type RemotePlayback } from './cast-store.ts';
import type { CastingTitleInfo } from './casting-title-info.ts';

/** What the receiver is asked to play. Relative URLs are made absolute: the receiver is another device. */
export interface CastMedia {
  /** The DASH manifest. */
  contentUrl: string;
  /** The licence URL (with its token): a receiver that plays our ClearKey or Widevine reads it from customData. */
  licenseUrl: string;
  info: CastingTitleInfo;
  /** Seconds into the title, where the local player was. */
  startTime: number;
}

export const DASH_CONTENT_TYPE = 'application/dash+xml';

/** The receiver app: a build may name its own (VITE_CAST_RECEIVER_APP_ID), else Google's Default Media Receiver. */
const RECEIVER_APP_ID: string | undefined = import.meta.env.VITE_CAST_RECEIVER_APP_ID;

interface Connected {
  api: CastApi;
  context: cast.framework.CastContext;
  player: cast.framework.RemotePlayer;
  controller: cast.framework.RemotePlayerController;
}

let connecting: Promise<Connected | null> | undefined;
let connected: Connected | null = null;

const absolute = (url: string) => new URL(url, document.baseURI).href;

/** The load request for `media`: movie or TV-show metadata, the shown image, the licence in customData. */
export function loadRequest({ chromeCast }: CastApi, media: CastMedia): chrome.cast.media.LoadRequest {
  const { info } = media;
  const image = pickImage(info.images, info.imageDisplay);
  const images = image ? [Object.assign(new chromeCast.Image(absolute(image.url)), { width: image.width, height: image.height })] : [];
  const metadata = info.series
    ? Object.assign(new chromeCast.media.TvShowMediaMetadata(), {
        seriesTitle: info.series.seriesTitle,
        title: info.series.name,
        season: info.series.seasonNum,
        episode: info.series.episodeNum,
        images,
      })
    : Object.assign(new chromeCast.media.MovieMediaMetadata(), { title: info.name, images });
  const mediaInfo = Object.assign(new chromeCast.media.MediaInfo(info.id, DASH_CONTENT_TYPE), {
    // The package types predate contentUrl; the framework has it (the URL, contentId the id).
    contentUrl: absolute(media.contentUrl),
    streamType: chromeCast.media.StreamType.BUFFERED,
    metadata,
    customData: { licenseUrl: absolute(media.licenseUrl), titleId: info.titleId },
  });
  return Object.assign(new chromeCast.media.LoadRequest(mediaInfo), { currentTime: media.startTime, autoplay: true });
}

const setState = useCastStore.setState;
const setDevicesFound = (devicesFound: boolean) => setState({ devicesFound });

/** Follows the framework's session and remote player into the cast store. */
function connect(api: CastApi): Connected {
  const { framework, chromeCast } = api;
  const context = framework.CastContext.getInstance();
  context.setOptions({
    receiverApplicationId: RECEIVER_APP_ID ?? chromeCast.media.DEFAULT_MEDIA_RECEIVER_APP_ID,
    autoJoinPolicy: chromeCast.AutoJoinPolicy.ORIGIN_SCOPED,
  });
  const { SessionState, CastState, RemotePlayerEventType } = framework;
  context.addEventListener(framework.CastContextEventType.SESSION_STATE_CHANGED, ({ sessionState, session }) => {
    if (sessionState === SessionState.SESSION_STARTING) setState({ session: 'connecting' });
    else if (sessionState === SessionState.SESSION_STARTED || sessionState === SessionState.SESSION_RESUMED) {
      setState({ session: 'connected', deviceName: session.getCastDevice().friendlyName || CAST_LABELS.unnamedDevice });
    } else if (sessionState !== SessionState.SESSION_ENDING) setState(NO_SESSION);
  });
  context.addEventListener(framework.CastContextEventType.CAST_STATE_CHANGED, ({ castState }) =>
    setDevicesFound(castState !== CastState.NO_DEVICES_AVAILABLE),
  );
  setDevicesFound(context.getCastState() !== CastState.NO_DEVICES_AVAILABLE);

  const player = new framework.RemotePlayer();
  const controller = new framework.RemotePlayerController(player);
  // Copied whole from the player, which the framework updates before it tells: the store can
  // never drift from it, whatever order the events and the load's answer come in.
  const mirror = () => {
    const remote: RemotePlayback = { paused: player.isPaused, currentTime: player.currentTime, duration: player.duration };
    setState({ remote });
  };
  const { IS_PAUSED_CHANGED, CURRENT_TIME_CHANGED, DURATION_CHANGED } = RemotePlayerEventType;
  for (const type of [IS_PAUSED_CHANGED, CURRENT_TIME_CHANGED, DURATION_CHANGED]) controller.addEventListener(type, mirror);
  // The receiver ended the title (or another sender replaced it): the session stays, the mini sender goes.
  controller.addEventListener(RemotePlayerEventType.IS_MEDIA_LOADED_CHANGED, ({ value }) => {
    if (!value) setState({ casting: null, minimized: false });
  });
  return { api, context, player, controller };
}

/**
 * Loads the Cast library (once) and follows its session into the store. True when casting is
 * available; the cast button shows from then on.
 */
export function initialiseCast(): Promise<boolean> {
  connecting ??= loadCastSender().then((api) => {
    connected = api ? connect(api) : null;
    setState({ availability: connected ? 'available' : 'unavailable' });
    return connected;
  });
  return connecting.then(Boolean);
}

/** Opens the browser's device picker. True once a session has started; false if cancelled or failed. */
export async function requestSession(): Promise<boolean> {
  if (!connected) return false;
  try {
    return !(await connected.context.requestSession());
  } catch {
    return false;
  }
}

/** Asks the current session's receiver to play `media`. True once it has taken it. */
export async function loadMedia(media: CastMedia): Promise<boolean> {
  const session = connected?.context.getCurrentSession();
  if (!connected || !session) return false;
  try {
    if (await session.loadMedia(loadRequest(connected.api, media))) return false;
  } catch {
    return false;
  }
  // The receiver took the title: the sender minimizes (streaming spec section 4, "Casting").
  setState({ casting: media.info, minimized: true });
  return true;
}

export function playOrPause(): void {
  connected?.controller.playOrPause();
}

/** Moves the receiver to `seconds` into the title. */
export function seek(seconds: number): void {
  if (!connected) return;
  connected.player.currentTime = seconds;
  connected.controller.seek();
}

/** Ends the session and stops the receiver's app. */
export function endSession(): void {
  connected?.context.endCurrentSession(true);
}
