import type { PageProps } from '../../lib/routes.ts';
import { MyListButton } from '../../features/my-list/my-list-button.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useTitle } from '../../features/titles/api/get-title.ts';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';
import { TitleDetail } from '../../features/titles/title-detail.tsx';

/** The one detail screen of movies, fights and episodes (shell spec section 2). */
export default function TitleDetailPage({ params }: PageProps<'movieDetail' | 'fightDetail' | 'episodeDetail'>) {
  const title = useTitle(params.id);
  const user = useUser();
  if (!title) return <NotFoundState />;
  // Trailers and clips cannot be listed (the API refuses them).
  const listable = title.type === 'movie' || title.type === 'episode' || title.type === 'fight';
  return (
    <TitleDetail
      title={title}
      signedIn={user !== null}
      myListButton={user?.isAuthorized && listable && <MyListButton kind="title" id={title.id} name={title.name} />}
    />
  );
}
