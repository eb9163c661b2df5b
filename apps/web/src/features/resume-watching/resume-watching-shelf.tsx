import { BROWSE_LABELS } from '@stat/contracts';
import { Shelf } from '../../components/catalogue/shelf.tsx';
import { ShelfSkeleton } from '../../components/catalogue/skeleton.tsx';
import { TitleCard } from '../../components/catalogue/title-card.tsx';
import { href } from '../../lib/routes.ts';
import { useResumeWatching } from './api/get-resume-watching.ts';
import { useRemoveResumeItem } from './api/remove-resume-item.ts';

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
          // An episode's heading is 'S2 E3 · Its Name': the series names the tile, the heading follows.
          name={item.seriesTitle ?? item.heading}
          to={href('play', { titleId: item.titleId })}
          plays
          images={item.images}
          imageType="playlistListDisplay"
          meta={item.seriesTitle ? item.heading : undefined}
          locked={item.locked}
          progress={item.percentWatched}
          onRemove={() => remove.mutate(item.titleId)}
          removeLabel={BROWSE_LABELS.removeFromContinueWatching(item.seriesTitle ?? item.heading)}
        />
      )}
    />
  );
}
