import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { RouteName, Title } from '@stat/contracts';
import type { PageProps } from '../../lib/routes.ts';
import { MyListButton } from '../../features/my-list/my-list-button.tsx';
import { PlayAvailability } from '../../features/play-fix/play-availability.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useTitle } from '../../features/titles/api/get-title.ts';
import { LockNotice } from '../../features/titles/components/lock-notice.tsx';
import { NotFoundState } from '../../features/titles/components/not-found-state.tsx';
import { TitleDetail } from '../../features/titles/title-detail.tsx';
import { isShielded } from '../../features/spoilers/shielded.ts';
import { useUnshielded } from '../../features/spoilers/use-unshielded.ts';
import { SpoilerDescription } from '../../features/spoilers/spoiler-description.tsx';
import { refusalFixes } from '../player/refusal-fixes.ts';

/** The detail route a title's page is on: a sign-in from its play note comes back here. */
const DETAIL_ROUTE: Partial<Record<Title['type'], RouteName>> = { movie: 'movieDetail', fight: 'fightDetail', episode: 'episodeDetail' };

/** The one detail screen of movies, fights and episodes (shell spec section 2). */
export default function TitleDetailPage({ params }: PageProps<'movieDetail' | 'fightDetail' | 'episodeDetail'>) {
  const answered = useTitle(params.id);
  const user = useUser();
  // The spoiler shield: the real description where this viewer may see it (issue 29 section 2).
  const [title] = useUnshielded(answered ? [answered] : [], user !== null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!title) return <NotFoundState />;
  // Trailers and clips cannot be listed (the API refuses them).
  const listable = title.type === 'movie' || title.type === 'episode' || title.type === 'fight';
  const actions = refusalFixes(navigate, queryClient, { name: DETAIL_ROUTE[title.type] ?? 'movieDetail', params: { id: title.id } });
  return (
    <TitleDetail
      title={title}
      signedIn={user !== null}
      description={
        <SpoilerDescription id={title.id} name={title.name} text={title.description.medium} shielded={isShielded(title)} signedIn={user !== null} />
      }
      myListButton={user?.isAuthorized && listable && <MyListButton kind="title" id={title.id} name={title.name} />}
      // Until can-play answers (and on the server's render), a title above the profile's limits says so from the catalogue's own `locked`.
      playNote={<PlayAvailability thing={{ kind: 'title', id: title.id }} actions={actions} pending={title.locked ? <LockNotice /> : null} />}
    />
  );
}
