import type { ReactNode } from 'react';
import type { PpvEvent, PpvState, VisitorState } from '@stat/contracts';

/** What the purchase section hands the purchase flow it opens. */
export interface PpvPurchaseOpening {
  state: PpvState;
  /** The flow is over (closed, or done and dismissed): the section takes the focus back. */
  onClose: () => void;
}

/** Who is looking, as the app knows it, and the purchase flow it composes (with the gateway's card fields, loaded on demand). */
export interface PpvViewer {
  visitor: VisitorState;
  purchase: (opening: PpvPurchaseOpening) => ReactNode;
}

/** What every section of the event page is drawn from. */
export interface PpvSectionProps {
  state: PpvState;
  event: PpvEvent;
  viewer: PpvViewer;
}
