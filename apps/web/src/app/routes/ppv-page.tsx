import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Pay-per-view: an honest empty page until its issue lands, in its own chunk like every page. */
export default function PpvPage() {
  return <SimplePage title={routeDef('ppv').title} />;
}
