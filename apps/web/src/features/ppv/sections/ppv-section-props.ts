import type { PpvEvent, PpvState } from '@stat/contracts';

/** What every section of the event page is drawn from. */
export interface PpvSectionProps {
  state: PpvState;
  event: PpvEvent;
  /** Whether a viewer is signed in: only then is their purchase asked for. */
  signedIn: boolean;
}
