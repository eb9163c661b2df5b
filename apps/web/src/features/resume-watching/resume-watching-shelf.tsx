import { BROWSE_LABELS } from '@stat/contracts';
import type { ResumeItem } from '@stat/contracts';
import { Shelf } from '../../components/catalogue/shelf.tsx';
import { ShelfSkeleton } from '../../components/catalogue/skeleton.tsx';
import { TitleCard } from '../../components/catalogue/title-card.tsx';
import { href } from '../../lib/routes.ts';
import { useResumeWatching } from './api/get-resume-watching.ts';
import { useRemoveResumeItem } from './api/remove-resume-item.ts';

/** 'S2 E4 · The Long Night' for an episode; nothing for a movie. */
export function resumeMeta(item: ResumeItem): string | undefined {
  if (item.seasonNumber === null || item.episodeNumber === null) return undefined;
  const place = BROWSE_LABELS.seasonEpisode(item.seasonNumber, item.episodeNumber);
  return item.episodeName ? `${place} · ${item.episodeName}` : place;
}

/** Continue Watching: the viewer's started titles, each playing where it stopped; removable. */
export function ResumeWatchingShelf({ signedIn }: { signedIn: boolean }) {
  const { data: items, isPending } = useResumeWatching(signedIn);
  const remove = useRemoveResumeItem();
  if (!signedIn) return null;
  if (isPending) return <ShelfSkeleton shape="landscape" count={4} />;
  if (!items || items.length === 0) return null;
  return (
    <Shelf
      title={BROWSE_LABELS.continueWatching}
      items={items}
      getKey={(item) => item.titleId}
      shape="landscape"
      renderItem={(item) => (
        <TitleCard
          name={item.heading}
          to={href('play', { titleId: item.titleId })}
          images={item.images}
          imageType="playlistListDisplay"
          meta={resumeMeta(item)}
          progress={item.percentWatched}
          onRemove={() => remove.mutate(item.titleId)}
          removeLabel={BROWSE_LABELS.removeFromContinueWatching(item.heading)}
        />
      )}
    />
  );
}
