import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteName, VisitorState } from '@stat/contracts';
import { getDeviceId } from '../../lib/device-id.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { VARIANT } from '../../lib/variant.ts';
import { sendClientInteraction } from './api/send-client-interaction.ts';
import { pageViewPayload } from './page-view.ts';

/**
 * Sends one page view per navigation (each location key), after render and off the critical
 * path. `routeName` is the page on screen; nothing is sent while no route has resolved.
 */
export function usePageViewAnalytics(routeName: RouteName | undefined, visitor: VisitorState): void {
  const { key, pathname } = useLocation();
  const sentKey = useRef<string | null>(null);
  // The visitor state at the time of the view, without re-sending when it changes on the same page.
  const visitorRef = useRef(visitor);
  useEffect(() => {
    visitorRef.current = visitor;
  });

  useEffect(() => {
    if (!routeName || sentKey.current === key) return;
    sentKey.current = key;
    const now = Date.now();
    return whenIdle(() =>
      sendClientInteraction(
        pageViewPayload({ routeName, pathname, visitor: visitorRef.current, variant: VARIANT, deviceId: getDeviceId(), now }),
      ),
    );
  }, [key, pathname, routeName]);
}
