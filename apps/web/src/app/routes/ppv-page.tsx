import { PpvEventPage } from '../../features/ppv/ppv-event-page.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';

/** Pay-per-view: the event page, in its own chunk like every page; the viewer's purchase is asked for only when signed in. */
export default function PpvPage() {
  return <PpvEventPage signedIn={useUser() !== null} />;
}
