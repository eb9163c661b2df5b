import type { ReactNode } from 'react';
import type { PpvEvent, PpvState, VisitorState } from '@stat/contracts';
import type { PpvPlayable } from '../ppv-play.ts';

/** What the purchase section hands the purchase flow it opens. */
export interface PpvPurchaseOpening {
  state: PpvState;
  /** The flow is over (closed, or done and dismissed): the section takes the focus back. */
  onClose: () => void;
}

/**
 * Who is looking, as the app knows it, the purchase flow it composes (with the gateway's card
 * fields, loaded on demand), and the server's answer on whether this viewer may watch
 * (can-play, issue 29 part 1): the refusal with its fix, else `watch`.
 */
export interface PpvViewer {
  visitor: VisitorState;
  purchase: (opening: PpvPurchaseOpening) => ReactNode;
  /** `purchaseOnPage`: the purchase section, below, offers signing in and buying; the note names them without a second button. */
  playNote: (thing: PpvPlayable, watch: ReactNode, purchaseOnPage: boolean) => ReactNode;
}

/** What every section of the event page is drawn from. */
export interface PpvSectionProps {
  state: PpvState;
  event: PpvEvent;
  viewer: PpvViewer;
}
