import { FreeEpisodes } from '../../features/collections/free-episodes.tsx';

/** Free full episodes (`/freeepisodes`): signed-out visitors, not on mobile (the route table says so). */
export default function FreeFullEpisodesPage() {
  return <FreeEpisodes />;
}
