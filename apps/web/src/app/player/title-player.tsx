import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAYER_LABELS, type PlayerAction, type Title, type TitleId, type User } from '@stat/contracts';
import { CastingView } from '../../features/player/cast/casting-view.tsx';
import { useCastStore } from '../../features/player/cast/cast-store.ts';
import { Player, type PlayerInfo } from '../../features/player/player.tsx';
import type { PlayFixActions } from '../../components/play-fix/play-fix-action.tsx';
import { resumeWatchingKeys } from '../../features/resume-watching/api/resume-watching-queries.ts';
import { titleQuery } from '../../features/titles/api/get-title.ts';
import { userTitleQuery } from '../../features/titles/api/get-user-title.ts';
import { titleKeys } from '../../features/titles/api/title-queries.ts';

/** What the player shows of a title: its name, the series line of an episode, rating, advisories, credits. */
export function titleInfo(title: Title): PlayerInfo {
  return {
    heading: title.name,
    subheading: title.series ? PLAYER_LABELS.episode(title.series.seriesTitle, title.series.seasonNum, title.series.episodeNum) : null,
    rating: title.titleRating,
    advisories: title.advisories,
    creditMarkerMillis: title.creditMarkerMillis,
    countdownMillis: title.countdownMillis,
  };
}

interface TitlePlayerProps {
  titleId: TitleId;
  user: User | null;
  autoplay: boolean;
  onAutoplayChange: (on: boolean) => void;
  onPlayNext: (titleId: TitleId) => void;
  onAction: (action: PlayerAction) => void;
  fixes: PlayFixActions;
  onClose: () => void;
}

/**
 * A movie, fight or episode in the player: the catalogue's title for its words and the next
 * episode, and the viewer's bookmark for where to start (an unfinished title resumes; a finished
 * one starts over). Leaving refreshes what shows progress. While a TV plays this title (the mini
 * sender was opened), the player is its remote instead; casting stopped, the title plays here.
 */
export function TitlePlayer({ titleId, user, fixes, ...rest }: TitlePlayerProps) {
  const queryClient = useQueryClient();
  const castHere = useCastStore((state) => state.session === 'connected' && state.casting?.titleId === titleId);
  const title = useQuery(titleQuery(titleId)).data ?? null;
  const nextId = title?.nextTitleId ?? null;
  const nextTitle = useQuery({ ...titleQuery(nextId ?? titleId), enabled: nextId !== null }).data ?? null;

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: titleKeys.user() });
      void queryClient.invalidateQueries({ queryKey: resumeWatchingKeys.all });
    },
    [queryClient, titleId],
  );

  // Asked alongside start-play; the player waits for it only before loading the content.
  const resume = async (): Promise<number | null> => {
    if (!user) return null;
    const progress = await queryClient.fetchQuery({ ...userTitleQuery(titleId), staleTime: 0 }).catch(() => null);
    return progress?.bookmark.status === 'IN_PROGRESS' ? progress.bookmark.seconds : null;
  };

  if (castHere) return <CastingView onClose={rest.onClose} />;
  return (
    <Player
      target={{ kind: 'title', titleId }}
      info={title ? titleInfo(title) : null}
      resume={resume}
      reportsProgress={user !== null}
      castTitle={title ?? undefined}
      next={nextId !== null && nextTitle ? { titleId: nextId, name: nextTitle.name } : null}
      fixes={fixes}
      {...rest}
    />
  );
}
