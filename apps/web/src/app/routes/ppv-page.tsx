import { PpvEventPage } from '../../features/ppv/ppv-event-page.tsx';

/** Pay-per-view: the event page, in its own chunk like every page. */
export default function PpvPage() {
  return <PpvEventPage />;
}
