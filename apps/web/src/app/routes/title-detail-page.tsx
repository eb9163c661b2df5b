import type { PageProps } from '../../lib/routes.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useTitle } from '../../features/titles/api/get-title.ts';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';
import { TitleDetail } from '../../features/titles/title-detail.tsx';

/** The one detail screen of movies, fights and episodes (shell spec section 2). */
export default function TitleDetailPage({ params }: PageProps<'movieDetail' | 'fightDetail' | 'episodeDetail'>) {
  const title = useTitle(params.id);
  const signedIn = useUser() !== null;
  if (!title) return <NotFoundState />;
  return <TitleDetail title={title} signedIn={signedIn} />;
}
