import { STAT_REQUEST_HEADERS } from '../../../lib/api-client.ts';
import type { CaptionCue } from '../captions/caption-cue.ts';
import { playerConfiguration } from '../core/player-config.ts';
import type { EngineError } from '../core/playback-error.ts';
import { CaptionCollector } from './caption-displayer.ts';
import { loadShaka } from './load-shaka.ts';

export interface EngineSource {
  uri: string;
  keySystem: string;
  /** Asked afresh for every licence request: the token in it is short-lived. */
  licenseUrl: () => string | Promise<string>;
  certificateUrl: string | null;
  live: boolean;
  /** Where to start, in seconds; live starts at the live edge. */
  startTime?: number;
  /** At most this picture height (the SD fallback). */
  maxHeight?: number;
}

export interface EngineEvents {
  onCues: (cues: readonly CaptionCue[]) => void;
  onBuffering: (buffering: boolean) => void;
  /** Audio, text or video tracks changed: the settings re-read them. */
  onTracks: () => void;
  onError: (error: EngineError) => void;
}

export interface AudioOption {
  language: string;
  label: string | null;
  active: boolean;
}

export interface QualityOption {
  height: number;
  active: boolean;
}

export type PlayerEngine = Awaited<ReturnType<typeof createEngine>>;

/**
 * The one place that speaks Shaka: attaches a player to the video element, loads a presentation
 * with its DRM configuration, and answers the tracks in our own terms. Everything the viewer
 * sees is decided above it, in pure modules and React.
 */
export async function createEngine(video: HTMLVideoElement, events: EngineEvents) {
  const shaka = await loadShaka();
  const player = new shaka.Player();
  await player.attach(video);
  let licenseUrl: EngineSource['licenseUrl'] = () => '';
  let captionsOn = false;

  // Shaka checks a factory's arity: it hands the player in, which the collector does not need.
  const textDisplayFactory = (_player: unknown) => new CaptionCollector(events.onCues);
  player.configure({ textDisplayFactory });
  player.getNetworkingEngine()?.registerRequestFilter(async (type, request) => {
    if (type !== shaka.net.NetworkingEngine.RequestType.LICENSE) return;
    // Licence calls go through the API's CSRF guard like every POST, with a fresh token.
    Object.assign(request.headers, STAT_REQUEST_HEADERS);
    request.uris = [new URL(await licenseUrl(), location.href).href];
  });
  player.addEventListener('buffering', (event) => events.onBuffering(Boolean((event as unknown as { buffering: boolean }).buffering)));
  player.addEventListener('error', (event) => events.onError((event as unknown as { detail: EngineError }).detail));
  for (const name of ['trackschanged', 'variantchanged', 'adaptation', 'textchanged']) player.addEventListener(name, events.onTracks);

  return {
    async load(source: EngineSource): Promise<void> {
      licenseUrl = source.licenseUrl;
      player.resetConfiguration();
      player.configure({
        // Shaka needs a server per key system up front; the request filter renews it per request.
        ...playerConfiguration({ ...source, licenseUrl: new URL(await source.licenseUrl(), location.href).href }),
        textDisplayFactory,
      });
      await player.load(new URL(source.uri, location.href).href, source.live ? null : (source.startTime ?? null));
    },

    /** Drops the presentation, keeping the player for the next one. */
    unload: () => player.unload(),

    destroy: () => player.destroy(),

    isLive: () => player.isLive(),
    /** The seekable range: the title, or the live DVR window. */
    seekRange: () => player.seekRange(),
    goToLive: () => player.goToLive(),
    /** The wall-clock time of the picture on screen, for a live presentation. */
    playheadDate: (): number | null => player.getPlayheadTimeAsDate()?.getTime() ?? null,

    audioOptions(): AudioOption[] {
      const seen = new Set<string>();
      return player
        .getAudioTracks()
        .filter((track) => !seen.has(track.language) && seen.add(track.language))
        .map((track) => ({ language: track.language, label: track.label, active: track.active }));
    },
    selectAudio(language: string): void {
      const track = player.getAudioTracks().find((candidate) => candidate.language === language);
      if (track && !track.active) player.selectAudioTrack(track);
    },

    captionLanguages: (): string[] => [...new Set(player.getTextTracks().map((track) => track.language))],
    /** Captions in the language, or off (null). Shaka streams only the chosen track. */
    selectCaptions(language: string | null): void {
      const tracks = player.getTextTracks();
      const track = language === null ? null : (tracks.find((candidate) => candidate.language === language) ?? null);
      const active = tracks.find((candidate) => candidate.active) ?? null;
      // Selecting raises 'textchanged', which re-reads the settings: only a change is selected.
      if (captionsOn === (track !== null) && (track === null || active?.language === track.language)) return;
      captionsOn = track !== null;
      player.selectTextTrack(track);
    },
    captionsOn: () => captionsOn,

    qualityOptions(): QualityOption[] {
      const byHeight = new Map<number, boolean>();
      for (const track of player.getVideoTracks()) {
        if (track.height) byHeight.set(track.height, (byHeight.get(track.height) ?? false) || track.active);
      }
      return [...byHeight].map(([height, active]) => ({ height, active })).sort((a, b) => b.height - a.height);
    },
    autoQuality: () => player.getConfiguration().abr.enabled,
    /** A fixed picture height, or adaptive (null). */
    selectQuality(height: number | null): void {
      player.configure({ abr: { enabled: height === null } });
      if (height === null) return;
      const track = player.getVideoTracks().find((candidate) => candidate.height === height);
      if (track) player.selectVideoTrack(track, true);
    },
  };
}
