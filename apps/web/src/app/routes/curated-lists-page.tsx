import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function CuratedListsPage() {
  return <SimplePage title={routeDef('curatedLists').title} />;
}
