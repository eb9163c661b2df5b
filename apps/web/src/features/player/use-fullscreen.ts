import { useCallback, useEffect, useState } from 'react';

/** Full screen for the player element, following the browser's own state (Esc leaves it too). */
export function useFullscreen(element: HTMLElement | null) {
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [element]);

  const toggle = useCallback(() => {
    if (!element) return;
    const change = document.fullscreenElement ? document.exitFullscreen() : element.requestFullscreen();
    change.catch((error: unknown) => console.warn('Full screen refused', error));
  }, [element]);

  return { fullscreen, toggle };
}
