import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function AllSeriesPage() {
  return <SimplePage title={routeDef('allSeries').title} />;
}
