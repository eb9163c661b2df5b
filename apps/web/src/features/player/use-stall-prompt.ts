import { useEffect, useState, type RefObject } from 'react';
import { isLiveStall, STALL_PROMPT_MS } from '@stat/contracts';

/**
 * After a live stall (docs/decisions.md, "Start-over and catch-up"): where the picture froze, in
 * presentation seconds, once buffering has lasted STALL_PROMPT_MS while playing live; null
 * otherwise. It stays until the viewer chooses (dismiss), so the player never moves on its own.
 */
export function useStallPrompt(videoRef: RefObject<HTMLVideoElement | null>, live: boolean, buffering: boolean) {
  const [frozenAt, setFrozenAt] = useState<number | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!live || !buffering || !video) return;
    // Read as the buffering starts: a seek the viewer made is seeking now, and is no stall.
    const since = Date.now();
    const position = video.currentTime;
    const seekingAtStart = video.seeking;
    const timer = setTimeout(() => {
      const stalled = isLiveStall({ live, paused: video.paused, seeking: seekingAtStart, bufferingSinceMs: since, nowMs: Date.now() });
      if (stalled) setFrozenAt(position);
    }, STALL_PROMPT_MS);
    return () => clearTimeout(timer);
  }, [videoRef, live, buffering]);

  return { frozenAt, dismiss: () => setFrozenAt(null) };
}
