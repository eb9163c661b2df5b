import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_VOLUME, PLAYER_LABELS, SKIP_SECONDS, startOverPosition, type PlayerAction, type ScheduleProgram, type TitleId, type TitleRating } from '@stat/contracts';
import { CloseButton } from '../../components/ui/close-button.tsx';
import { CaptionLayer } from './captions/caption-layer.tsx';
import { CaptionSettings } from './captions/caption-settings.tsx';
import { useCaptionPreferences } from './captions/use-caption-preferences.ts';
import { CastButton } from './cast/cast-button.tsx';
import type { CastableTitle } from './cast/casting-title-info.ts';
import { minimizeCastSender } from './cast/use-cast.ts';
import { PlayerControls } from './controls/player-controls.tsx';
import { PlayIcon } from './controls/player-icons.tsx';
import { isStalled, playerStateOf } from './core/player-state.ts';
import { shortcutFor } from './core/shortcuts.ts';
import { CountdownCard } from './overlays/countdown-card.tsx';
import { LiveNowNext } from './overlays/live-now-next.tsx';
import { StallPrompt } from './overlays/stall-prompt.tsx';
import { useStallPrompt } from './use-stall-prompt.ts';
import type { PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';
import { ProblemPanel } from './overlays/problem-panel.tsx';
import { SettingsDialog } from './overlays/settings-dialog.tsx';
import { ShortcutsDialog } from './overlays/shortcuts-dialog.tsx';
import { StartCard } from './overlays/start-card.tsx';
import type { PlayTarget } from './play-target.ts';
import { StateAnnouncer } from './state-announcer.tsx';
import { useControlsVisibility } from './use-controls-visibility.ts';
import { useActionReport } from './use-action-report.ts';
import { useCountdown } from './use-countdown.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useMediaState } from './use-media-state.ts';
import { usePlayback } from './use-playback.ts';
import styles from './player.module.css';

/** What the player shows about what plays: the app reads it from the catalogue or the schedule. */
export interface PlayerInfo {
  heading: string;
  /** "Series · S1 E2" for an episode. */
  subheading: string | null;
  rating: TitleRating | null;
  advisories: readonly string[];
  /** Where the end credits start; null for a live channel. */
  creditMarkerMillis: number | null;
  countdownMillis: number | null;
}

/** A live channel's schedule at a moment: the program on and the next. */
export interface LiveSchedulePoint {
  now: ScheduleProgram | null;
  next: ScheduleProgram | null;
}

export interface PlayerProps {
  target: PlayTarget;
  info: PlayerInfo | null;
  /** Where to start: the saved position, or null for the beginning; asked while the play starts. */
  resume: () => Promise<number | null>;
  /** A signed-in viewer's play reports its progress; a signed-out one's has nowhere to go. */
  reportsProgress: boolean;
  /** The title after this one, for the countdown. */
  next: { titleId: TitleId; name: string } | null;
  autoplay: boolean;
  onAutoplayChange: (on: boolean) => void;
  onPlayNext: (titleId: TitleId) => void;
  /** A live channel's schedule at a wall-clock time (the playhead's, which may be behind live). */
  liveAt?: (epochMs: number) => LiveSchedulePoint;
  formatClock?: (epochMs: number) => string;
  /**
   * Where Start over goes on a channel whose programs are not on the schedule: the pay-per-view
   * broadcast, from its doors. A scheduled channel's is the program on at the picture.
   */
  startOverFrom?: number | null;
  fixes: PlayFixActions;
  onClose: () => void;
  /** The viewer's actions, for analytics (client-interaction events). */
  onAction?: (action: PlayerAction) => void;
  /** What a cast session plays and shows; live channels do not cast. */
  castTitle?: CastableTitle;
  /**
   * A status from outside the play, over the picture while it lasts (the pay-per-view incident):
   * the player is a modal dialog, so the page's own banners are out of sight and out of the
   * accessibility tree while it is open.
   */
  notice?: string | null;
}

// The rating and advisories stay this long at the start of a play.
const START_CARD_MS = 6_000;

/**
 * The player: the video, the control bar, and what goes over them (rating at the start, live
 * now and next, the countdown, settings, shortcuts, problems). State lives in the video element
 * and in usePlayback; the rest are small parts with props.
 */
export function Player(props: PlayerProps) {
  const { target, info, next } = props;
  // The element is mutated (volume, position), so it lives in a ref; `attached` says it is there.
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [attached, setAttached] = useState(false);
  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    if (element) element.volume = DEFAULT_VOLUME;
    setAttached(element !== null);
  }, []);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [attempt, setAttempt] = useState(0);
  const playback = usePlayback(videoRef, attached, { target, resume: props.resume, reportsProgress: props.reportsProgress, attempt });
  const media = useMediaState(videoRef, attached);
  const { phase, engine } = playback;
  const state = playerStateOf({ ...media, buffering: playback.buffering, loaded: media.loaded && phase.kind !== 'loading' });
  const playing = !media.paused && !media.ended;
  const controls = useControlsVisibility(playing);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen(container);
  const [dialog, setDialog] = useState<'settings' | 'shortcuts' | null>(null);
  const [startCardOver, setStartCardOver] = useState(false);
  const live = target.kind === 'channel';
  const stall = useStallPrompt(videoRef, live && phase.kind === 'main', playback.buffering);
  const ad = phase.kind === 'preroll';
  // Captions and SAP follow the viewer's choices of this session (streaming spec section 9).
  const captionPrefs = useCaptionPreferences();
  const { preferences } = captionPrefs;

  // The rating shows for a few seconds as the content starts.
  const startCard = phase.kind === 'main' && !startCardOver;
  useEffect(() => {
    if (phase.kind !== 'main') return;
    const timer = setTimeout(() => setStartCardOver(true), START_CARD_MS);
    return () => clearTimeout(timer);
  }, [phase.kind]);

  const range = engine && phase.kind !== 'loading' ? engine.seekRange() : { start: 0, end: media.duration };
  const creditMarker = info?.creditMarkerMillis ?? null;
  const report = useActionReport(props.onAction);
  const playNext = useCallback(() => {
    if (next) props.onPlayNext(next.titleId);
  }, [next, props]);
  const playNextNow = () => {
    report('playNext');
    playNext();
  };
  const countdown = useCountdown({
    due: phase.kind === 'main' && next !== null && creditMarker !== null && (media.ended || media.currentTime * 1000 >= creditMarker),
    autoplay: props.autoplay,
    countdownMillis: info?.countdownMillis ?? null,
    onDone: playNext,
  });

  const moveTo = (seconds: number) => {
    const video = videoRef.current;
    if (video && !ad) video.currentTime = Math.min(range.end, Math.max(range.start, seconds));
  };
  const seek = (seconds: number) => {
    if (ad) return;
    moveTo(seconds);
    report('seek');
  };
  const skip = (seconds: number) => {
    moveTo(media.currentTime + seconds);
    report(seconds < 0 ? 'skipBack' : 'skipForward');
  };
  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    const play = video.paused || video.ended;
    if (play) void video.play().catch(() => undefined);
    else video.pause();
    report(play ? 'play' : 'pause');
  };
  const toggleMute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    report(video.muted ? 'mute' : 'unmute');
  };
  const fullscreenToggle = () => {
    if (!fullscreen) report('fullscreen');
    toggleFullscreen();
  };
  const setVolume = (volume: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    video.muted = volume === 0;
  };
  const captionLanguages = engine && phase.kind === 'main' ? engine.captionLanguages() : [];
  const captionLanguage = preferences.captionsOn
    ? (captionLanguages.find((language) => language === preferences.captionLanguage) ?? captionLanguages[0] ?? null)
    : null;
  // The session's choices apply to each presentation as it loads.
  useEffect(() => {
    if (!engine || phase.kind !== 'main') return;
    engine.selectCaptions(captionLanguage);
    if (preferences.audioLanguage) engine.selectAudio(preferences.audioLanguage);
  }, [engine, phase.kind, captionLanguage, preferences.audioLanguage, playback.tracksVersion]);
  const chooseCaptions = (language: string | null) => {
    report(language === null ? 'captionsOff' : 'captionsOn');
    captionPrefs.setCaptionsOn(language !== null);
    if (language !== null) captionPrefs.setCaptionLanguage(language);
  };
  const toggleCaptions = () => chooseCaptions(captionLanguage === null ? (captionLanguages[0] ?? null) : null);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    controls.reveal();
    if (dialog || phase.kind === 'refused' || phase.kind === 'failed') return;
    const target = event.target as HTMLElement;
    const action = shortcutFor({
      key: event.key,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      target: { tagName: target.tagName, role: target.getAttribute('role') },
    });
    if (!action) return;
    event.preventDefault();
    const actions: Record<typeof action, () => void> = {
      togglePlay,
      back: () => skip(-SKIP_SECONDS),
      forward: () => skip(SKIP_SECONDS),
      volumeUp: () => setVolume(Math.min(1, media.volume + 0.1)),
      volumeDown: () => setVolume(Math.max(0, media.volume - 0.1)),
      toggleMute,
      toggleFullscreen: fullscreenToggle,
      toggleCaptions,
      help: () => setDialog('shortcuts'),
    };
    actions[action]();
  };

  const playheadMs = live && engine ? engine.playheadDate() : null;
  const schedule = live && props.liveAt && playheadMs !== null ? props.liveAt(playheadMs) : null;
  const onNow = schedule?.now ?? null;
  // The program on at the picture (or the broadcast), from its start clamped to the time-shift
  // window. The playhead and the media time are read together as the viewer presses: the
  // render's playhead is as old as the last render, and the picture has moved on since.
  const programStartMs = onNow?.start ?? (live ? props.startOverFrom : null) ?? null;
  const startOver =
    engine && programStartMs !== null
      ? () => {
          const playheadNow = engine.playheadDate();
          if (playheadNow === null) return;
          report('startOver');
          moveTo(startOverPosition({ programStartMs, playheadMs: playheadNow, currentTime: media.currentTime, rangeStart: engine.seekRange().start }));
        }
      : undefined;
  const problem = phase.kind === 'refused' || phase.kind === 'failed' ? phase : null;
  const showControls = controls.shown || !playing;

  return (
    <div
      ref={setContainer}
      className={`${styles.player} ${showControls ? '' : styles.idle}`}
      role="region"
      aria-label={PLAYER_LABELS.region}
      // Focus comes here when what held it goes (the countdown dismissed), so the shortcuts work on.
      tabIndex={-1}
      onMouseMove={controls.reveal}
      onTouchStart={controls.reveal}
      onKeyDown={onKeyDown}
    >
      <video ref={attachVideo} className={styles.video} playsInline onClick={togglePlay} onDoubleClick={fullscreenToggle} />
      <CaptionLayer
        cues={playback.cues}
        currentTime={media.currentTime}
        style={preferences.style}
        visible={captionLanguage !== null && !ad}
        controlsShown={showControls}
        lang={captionLanguage ?? undefined}
      />
      <StateAnnouncer state={state} ad={ad} />

      {(isStalled(state) || phase.kind === 'loading') && !problem && (
        <div className={styles.center}>
          {/* Seen only: the state announcer says it. */}
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
      {state === 'PAUSED' && !problem && !media.played && (
        <div className={styles.center}>
          <button type="button" className={styles.bigPlay} aria-label={PLAYER_LABELS.play} onClick={togglePlay}>
            <PlayIcon width={48} height={48} />
          </button>
        </div>
      )}

      <div className={`${styles.top} ${showControls ? '' : styles.hidden}`}>
        <div className={styles.titles}>
          {ad && <span className={styles.adBadge}>{PLAYER_LABELS.ad}</span>}
          {/* Before the title's words arrive (or for an unknown one), the player names itself. */}
          <h1 className={styles.heading}>{info?.heading ?? PLAYER_LABELS.region}</h1>
          {info?.subheading && <p className={styles.subheading}>{info.subheading}</p>}
          {ad && <p className={styles.subheading}>{PLAYER_LABELS.adNotice(Math.max(0, Math.ceil(media.duration - media.currentTime)))}</p>}
          {schedule && props.formatClock && <LiveNowNext now={schedule.now} next={schedule.next} formatTime={props.formatClock} />}
        </div>
        <CloseButton
          label={PLAYER_LABELS.close}
          onClick={() => {
            report('close');
            props.onClose();
          }}
        />
      </div>

      {startCard && info?.rating && <StartCard rating={info.rating} advisories={info.advisories} />}
      {!problem && (
        <div className={styles.notices}>
          {playback.sd && <p className={styles.notice}>{PLAYER_LABELS.sdFallback}</p>}
          {/* A live region, not a second status: the state announcer is the player's status. */}
          <div aria-live="polite">{props.notice && <p className={`${styles.notice} ${styles.outage}`}>{props.notice}</p>}</div>
        </div>
      )}

      {countdown.visible && next && (
        <CountdownCard
          nextName={next.name}
          secondsLeft={countdown.secondsLeft}
          onPlayNow={playNextNow}
          onDismiss={() => {
            report('dismissCountdown');
            countdown.dismiss();
            container?.focus();
          }}
        />
      )}

      {stall.frozenAt !== null && !problem && (
        <StallPrompt
          onResume={() => {
            report('resumeFrozen');
            moveTo(stall.frozenAt!);
            void videoRef.current?.play();
            stall.dismiss();
          }}
          onJumpToLive={() => {
            report('goToLive');
            engine?.goToLive();
            stall.dismiss();
          }}
        />
      )}

      {problem && (
        <div className={styles.center}>
          <ProblemPanel problem={problem} fixes={props.fixes} onRetry={() => {
              playback.restart();
              setAttempt((n) => n + 1);
            }} />
        </div>
      )}

      {!problem && phase.kind !== 'loading' && (
        <div
          className={`${styles.bottom} ${showControls ? '' : styles.hidden}`}
          onFocus={() => controls.pin(true)}
          onBlur={() => controls.pin(false)}
        >
          <PlayerControls
            playing={playing}
            position={media.currentTime}
            range={range}
            live={live}
            ad={ad}
            volume={media.volume}
            muted={media.muted}
            captionsOn={captionLanguage !== null}
            hasCaptions={captionLanguages.length > 0}
            fullscreen={fullscreen}
            cast={
              props.castTitle &&
              playback.start && (
                <CastButton
                  media={() => ({
                    title: props.castTitle!,
                    contentUrl: playback.start!.uri,
                    licenseUrl: playback.start!.licenseUrl,
                    startTime: videoRef.current?.currentTime ?? 0,
                  })}
                  onCasting={() => {
                    report('cast');
                    // The sender minimizes while casting (streaming spec section 4): the mini bar takes over.
                    videoRef.current?.pause();
                    minimizeCastSender();
                    props.onClose();
                  }}
                />
              )
            }
            onTogglePlay={togglePlay}
            onSeek={seek}
            onSkip={skip}
            onVolume={setVolume}
            onToggleMute={toggleMute}
            onToggleCaptions={toggleCaptions}
            onToggleFullscreen={fullscreenToggle}
            onGoToLive={() => {
              report('goToLive');
              engine?.goToLive();
            }}
            onStartOver={startOver}
            onOpenSettings={() => setDialog('settings')}
            onOpenShortcuts={() => setDialog('shortcuts')}
          />
        </div>
      )}

      {dialog === 'settings' && engine && (
        <SettingsDialog
          captionLanguages={captionLanguages}
          captionLanguage={captionLanguage}
          audio={engine.audioOptions()}
          quality={engine.qualityOptions()}
          autoQuality={engine.autoQuality()}
          autoplay={next ? props.autoplay : null}
          captionStyle={
            <CaptionSettings
              value={preferences.style}
              onChange={(style) => {
                report('captionStyle');
                captionPrefs.setStyle(style);
              }}
              onReset={() => {
                report('captionStyle');
                captionPrefs.resetStyle();
              }}
            />
          }
          onCaptionLanguage={chooseCaptions}
          onAudio={(language) => {
            report('audioTrack');
            engine.selectAudio(language);
            captionPrefs.setAudioLanguage(language);
          }}
          onQuality={(height) => {
            report('quality');
            engine.selectQuality(height);
          }}
          onAutoplay={(on) => {
            report('autoplay');
            props.onAutoplayChange(on);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'shortcuts' && <ShortcutsDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
