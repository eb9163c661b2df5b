import { ServiceStatusPage } from '../../features/service-status/service-status-page.tsx';
import { routeDef } from '../../lib/routes.ts';

/** Service status (/status): the operator's current and recent incidents, open to every visitor. */
export default function StatusPage() {
  return <ServiceStatusPage title={routeDef('status').title} />;
}
