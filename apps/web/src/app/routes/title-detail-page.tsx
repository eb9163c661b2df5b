import type { PageProps } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** The one detail screen of movies, fights and episodes (shell spec section 2); the catalogue issue fills it. */
export default function TitleDetailPage({ params }: PageProps<'movieDetail' | 'fightDetail' | 'episodeDetail'>) {
  return <SimplePage title={`Title ${params.id}`} />;
}
