import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Free full episodes for signed-out visitors; the catalogue issue fills it. */
export default function FreeFullEpisodesPage() {
  return <SimplePage title={routeDef('freeFullEpisodes').title} />;
}
