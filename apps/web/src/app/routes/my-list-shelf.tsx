import { LABELS } from '@stat/contracts';
import { Shelf } from '../../components/catalogue/shelf.tsx';
import { ShelfSkeleton } from '../../components/catalogue/skeleton.tsx';
import { TitleCard } from '../../components/catalogue/title-card.tsx';
import { useMyListShelfData } from '../../features/my-list/my-list-shelf-data.ts';

/**
 * Home's My List shelf for an authorized viewer: the My List feature's cached list drawn with
 * the catalogue's tiles, landscape for every item (the drawer shows series as posters).
 */
export function MyListShelf({ authorized }: { authorized: boolean }) {
  const { items, isPending } = useMyListShelfData(authorized);
  if (!authorized) return null;
  if (isPending) return <ShelfSkeleton shape="landscape" count={4} />;
  if (items.length === 0) return null;
  return (
    <Shelf
      title={LABELS.myList}
      items={items}
      getKey={(entry) => entry.key}
      shape="landscape"
      renderItem={({ item, href }) => (
        <TitleCard name={item.name} to={href} images={item.images} imageType="playlistListDisplay" locked={item.locked} />
      )}
    />
  );
}
