import type { PpvSection } from '@stat/contracts';
import { EventInfoSection } from './sections/event-info-section.tsx';
import { EventCardSection } from './sections/event-card-section.tsx';
import { EventPurchaseSection } from './sections/event-purchase-section.tsx';
import { WatchSection } from './sections/watch-section.tsx';
import { OrderDetailsSection } from './sections/order-details-section.tsx';
import { WaysToWatchSection } from './sections/ways-to-watch-section.tsx';
import type { PpvSectionProps } from './sections/ppv-section-props.ts';

/** The event page's sections by name (streaming spec section 5), one file each; the state orders them per phase. */
export const PPV_SECTION_VIEWS: Record<PpvSection, (props: PpvSectionProps) => React.ReactNode> = {
  'event-info': EventInfoSection,
  'event-card': EventCardSection,
  'event-purchase': EventPurchaseSection,
  watch: WatchSection,
  'order-details': OrderDetailsSection,
  'ways-to-watch': WaysToWatchSection,
};
