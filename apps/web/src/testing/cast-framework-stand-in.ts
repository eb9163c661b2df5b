/**
 * Test-only, never imported by the app: a scripted stand-in for the parts of the Cast Web Sender
 * framework cast-session.ts uses, so casting runs without Google's library or a device. The unit
 * tests call it in jsdom; the e2e stand-in (e2e/support/cast-stand-in.ts) serves it as the body
 * of the library's script. It must therefore stay self-contained: no imports, nothing from
 * outside the function, since it is sent to the page as its source text.
 *
 * What the app asked for lands in `window.__castStandIn` (a CastStandInRecord); its `receiver`
 * plays the device's part (time passes, the title ends).
 */

export interface CastStandInOptions {
  /** The device the picker picks; null: the viewer dismisses the picker. */
  deviceName: string | null;
  /** False: the framework sees no device on the network. */
  devicesFound: boolean;
  /** How long the picked device takes to connect, in ms. */
  connectDelayMs: number;
  /** The duration the receiver reports for any title, in seconds. */
  mediaDuration: number;
}

/** A device that connects almost at once and plays any title for an hour. */
export const CAST_STAND_IN_DEFAULTS: CastStandInOptions = {
  deviceName: 'Living Room TV',
  devicesFound: true,
  connectDelayMs: 20,
  mediaDuration: 3_600,
};

/** A load request as the receiver got it: MediaInfo, metadata and LoadRequest fields as plain data. */
export interface CastStandInLoad {
  media: {
    contentId: string;
    contentUrl: string;
    contentType: string;
    streamType: string;
    metadata: {
      metadataType: number;
      title: string;
      seriesTitle?: string;
      season?: number;
      episode?: number;
      images: { url: string; width: number | null; height: number | null }[];
    };
    customData: { licenseUrl: string; titleId: number };
  };
  currentTime: number;
  autoplay: boolean;
}

export interface CastStandInRecord {
  options: { receiverApplicationId: string; autoJoinPolicy: string } | null;
  sessionRequests: number;
  loads: CastStandInLoad[];
  /** The remote controller's commands: 'playOrPause', 'seek:<seconds>', 'stop', 'endSession'. */
  commands: string[];
  receiver: { advance(seconds: number): void; finish(): void };
}

export function installCastStandIn(options: CastStandInOptions): void {
  type Listener = (event: object) => void;
  const on = new Map<string, Set<Listener>>();
  const emit = (type: string, event: object) => on.get(type)?.forEach((listener) => listener({ type, ...event }));
  const listen = (type: string, listener: Listener) => on.set(type, (on.get(type) ?? new Set()).add(listener));
  const unlisten = (type: string, listener: Listener) => on.get(type)?.delete(listener);

  const SessionState = {
    NO_SESSION: 'NO_SESSION',
    SESSION_STARTING: 'SESSION_STARTING',
    SESSION_STARTED: 'SESSION_STARTED',
    SESSION_START_FAILED: 'SESSION_START_FAILED',
    SESSION_ENDING: 'SESSION_ENDING',
    SESSION_ENDED: 'SESSION_ENDED',
    SESSION_RESUMED: 'SESSION_RESUMED',
  };
  const CastState = { NO_DEVICES_AVAILABLE: 'NO_DEVICES_AVAILABLE', NOT_CONNECTED: 'NOT_CONNECTED', CONNECTING: 'CONNECTING', CONNECTED: 'CONNECTED' };
  const CastContextEventType = { CAST_STATE_CHANGED: 'caststatechanged', SESSION_STATE_CHANGED: 'sessionstatechanged' };
  const RemotePlayerEventType = {
    ANY_CHANGE: 'anyChanged',
    IS_CONNECTED_CHANGED: 'isConnectedChanged',
    IS_MEDIA_LOADED_CHANGED: 'isMediaLoadedChanged',
    DURATION_CHANGED: 'durationChanged',
    CURRENT_TIME_CHANGED: 'currentTimeChanged',
    IS_PAUSED_CHANGED: 'isPausedChanged',
  };
  const MetadataType = { GENERIC: 0, TV_SHOW: 1, MOVIE: 2 };

  const record: CastStandInRecord = {
    options: null,
    sessionRequests: 0,
    loads: [],
    commands: [],
    receiver: {
      advance: (seconds) => change('currentTime', remote.currentTime + seconds),
      finish: () => change('isMediaLoaded', false),
    },
  };

  // One receiver state; every RemotePlayer the app makes mirrors it, as the framework's do.
  const remote = { isConnected: false, isMediaLoaded: false, duration: 0, currentTime: 0, isPaused: false };
  const players: (typeof remote)[] = [];
  const controllers: { emit: (type: string, event: object) => void }[] = [];
  function change<K extends keyof typeof remote>(field: K, value: (typeof remote)[K]) {
    if (remote[field] === value) return;
    remote[field] = value;
    players.forEach((player) => (player[field] = value));
    const type = `${field}Changed`;
    controllers.forEach((controller) => controller.emit(type, { field, value }));
  }

  class RemotePlayer {
    constructor() {
      Object.assign(this, remote);
      players.push(this as unknown as typeof remote);
    }
  }
  class RemotePlayerController {
    private readonly on = new Map<string, Set<Listener>>();
    constructor(private readonly player: typeof remote) {
      controllers.push(this);
    }
    emit(type: string, event: object) {
      this.on.get(type)?.forEach((listener) => listener({ type, ...event }));
    }
    addEventListener(type: string, listener: Listener) {
      this.on.set(type, (this.on.get(type) ?? new Set()).add(listener));
    }
    removeEventListener(type: string, listener: Listener) {
      this.on.get(type)?.delete(listener);
    }
    playOrPause() {
      record.commands.push('playOrPause');
      change('isPaused', !remote.isPaused);
    }
    seek() {
      record.commands.push(`seek:${this.player.currentTime}`);
      change('currentTime', this.player.currentTime);
    }
    stop() {
      record.commands.push('stop');
      change('isMediaLoaded', false);
    }
  }

  class Image {
    width: number | null = null;
    height: number | null = null;
    constructor(public url: string) {}
  }
  class MediaInfo {
    contentUrl = '';
    streamType = 'BUFFERED';
    metadata: object | null = null;
    customData: object | null = null;
    constructor(
      public contentId: string,
      public contentType: string,
    ) {}
  }
  class LoadRequest {
    autoplay = true;
    currentTime = 0;
    constructor(public media: MediaInfo) {}
  }
  class MovieMediaMetadata {
    metadataType = MetadataType.MOVIE;
    title = '';
    images: Image[] = [];
  }
  class TvShowMediaMetadata {
    metadataType = MetadataType.TV_SHOW;
    seriesTitle = '';
    title = '';
    season = 0;
    episode = 0;
    images: Image[] = [];
  }

  let session: { getCastDevice(): { friendlyName: string }; loadMedia(request: LoadRequest): Promise<undefined> } | null = null;
  let castState = options.devicesFound ? CastState.NOT_CONNECTED : CastState.NO_DEVICES_AVAILABLE;
  const setCastState = (state: string) => {
    castState = state;
    emit(CastContextEventType.CAST_STATE_CHANGED, { castState });
  };
  const sessionState = (state: string) => emit(CastContextEventType.SESSION_STATE_CHANGED, { sessionState: state, session });

  function startSession(deviceName: string) {
    session = {
      getCastDevice: () => ({ friendlyName: deviceName }),
      loadMedia(request) {
        record.loads.push(JSON.parse(JSON.stringify(request)) as CastStandInLoad);
        change('isMediaLoaded', true);
        change('duration', options.mediaDuration);
        change('currentTime', request.currentTime);
        change('isPaused', !request.autoplay);
        return Promise.resolve(undefined);
      },
    };
    setCastState(CastState.CONNECTED);
    sessionState(SessionState.SESSION_STARTED);
    change('isConnected', true);
  }

  const context = {
    setOptions: (castOptions: CastStandInRecord['options']) => (record.options = castOptions),
    getCastState: () => castState,
    getCurrentSession: () => session,
    addEventListener: listen,
    removeEventListener: unlisten,
    requestSession(): Promise<undefined> {
      record.sessionRequests += 1;
      const { deviceName } = options;
      // The framework rejects with an error code when the viewer dismisses its picker.
      if (deviceName === null) return Promise.reject('cancel');
      setCastState(CastState.CONNECTING);
      sessionState(SessionState.SESSION_STARTING);
      return new Promise((resolve) =>
        setTimeout(() => {
          startSession(deviceName);
          resolve(undefined);
        }, options.connectDelayMs),
      );
    },
    endCurrentSession(stopCasting: boolean) {
      if (!session) return;
      record.commands.push(stopCasting ? 'endSession' : 'leaveSession');
      sessionState(SessionState.SESSION_ENDING);
      change('isMediaLoaded', false);
      change('isConnected', false);
      session = null;
      sessionState(SessionState.SESSION_ENDED);
      setCastState(CastState.NOT_CONNECTED);
    },
  };

  // The framework's globals as the library leaves them; window.chrome is Chrome's own object.
  const page = window as unknown as Record<string, unknown> & { chrome?: object; __onGCastApiAvailable?: (available: boolean) => void };
  page.__castStandIn = record;
  page.chrome = Object.assign(page.chrome ?? {}, {
    cast: {
      isAvailable: true,
      AutoJoinPolicy: { ORIGIN_SCOPED: 'origin_scoped', TAB_AND_ORIGIN_SCOPED: 'tab_and_origin_scoped', PAGE_SCOPED: 'page_scoped' },
      Image,
      media: {
        DEFAULT_MEDIA_RECEIVER_APP_ID: 'CC1AD845',
        MediaInfo,
        LoadRequest,
        MovieMediaMetadata,
        TvShowMediaMetadata,
        MetadataType,
        StreamType: { BUFFERED: 'BUFFERED', LIVE: 'LIVE', OTHER: 'OTHER' },
      },
    },
  });
  page.cast = {
    framework: {
      CastContext: { getInstance: () => context },
      CastContextEventType,
      CastState,
      SessionState,
      RemotePlayer,
      RemotePlayerController,
      RemotePlayerEventType,
    },
  };
  page.__onGCastApiAvailable?.(true);
}
