let prefetch: () => void = () => undefined;
let warmed = false;

/** The app says how to warm the player: shared code and features cannot import it. */
export function setPlayerPrefetch(warm: () => void): void {
  prefetch = warm;
}

/** Warms the player (its code and Shaka Player), once, as a play button is hovered or focused. */
export function prefetchPlayer(): void {
  if (warmed) return;
  warmed = true;
  prefetch();
}

/** Spread on a play button or link. */
export const PREFETCH_PLAYER = { onPointerEnter: prefetchPlayer, onFocus: prefetchPlayer } as const;
