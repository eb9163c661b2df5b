import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function CurrentSeriesPage() {
  return <SimplePage title={routeDef('currentSeries').title} />;
}
