import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import PbkdfWorker from 'altcha/workers/pbkdf2?worker';
import { apiUrl } from '../../lib/api-client.ts';

// The external build injects no inline style (the CSP allows none) and registers no worker: the
// proof of work runs in our own worker file, served from our origin like every script.
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new PbkdfWorker());

/** What the page may ask of the captcha: a new solution once the last one was spent. */
export interface CaptchaHandle {
  renew(): void;
}

interface CaptchaWidgetProps {
  /** The solution (the token the guarded call carries) once solved; null while there is none. */
  onToken: (token: string | null) => void;
}

/**
 * The ALTCHA widget: it fetches a challenge from our API and solves it as soon as it loads (about
 * a second of work, no puzzle to do), then hands the page its solution. A solution is accepted
 * once by the server, so after each call the page asks for another (`renew`).
 */
export const CaptchaWidget = forwardRef<CaptchaHandle, CaptchaWidgetProps>(function CaptchaWidget({ onToken }, ref) {
  const element = useRef<HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> }>(null);
  const latest = useRef(onToken);
  latest.current = onToken;

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      latest.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', changed);
    return () => widget.removeEventListener('statechange', changed);
  }, []);

  useImperativeHandle(ref, () => ({
    renew() {
      const widget = element.current;
      latest.current(null);
      widget?.reset?.();
      void widget?.verify?.();
    },
  }));

  return <altcha-widget ref={element} challenge={apiUrl('captcha/challenge')} auto="onload" name="recaptcha" />;
});
