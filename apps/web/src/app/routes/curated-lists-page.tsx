import { CuratedLists } from '../../features/collections/curated-lists.tsx';

/** Every curated list (`/collection/allcollections`). */
export default function CuratedListsPage() {
  return <CuratedLists />;
}
