import type { ImageType, Title, TitleId, TitleImage } from '@stat/contracts';

/** The fields of a title that casting reads: a full Title has them. */
export type CastableTitle = Pick<Title, 'id' | 'name' | 'type' | 'images' | 'series'>;

/** The spec's Casting title info (shell spec section 3): what is cast, to which device. */
export interface CastingTitleInfo {
  /** The receiver's content id (MediaInfo.contentId) for this title. */
  id: string;
  /** Movie or episode: the receiver shows movie or TV-show metadata. Fights, trailers and clips cast as movies. */
  titleType: 'movie' | 'episode';
  /** The title's own name (an episode's name). */
  name: string;
  /** The heading the sender shows: the series for an episode, the name otherwise. */
  title: string;
  images: readonly TitleImage[];
  /** Which of the images the sender and the receiver show. */
  imageDisplay: ImageType;
  series: { seriesTitle: string; name: string; seasonNum: number; episodeNum: number } | null;
  deviceName: string;
  /** The title the play route opens when the mini sender is clicked. */
  titleId: TitleId;
}

/** Landscape, as the mini sender's thumbnail and a TV's media screen are. */
export const CASTING_IMAGE_TYPE: ImageType = 'playlistListDisplay';

/** The Casting title info of a title cast to `deviceName`. */
export function castingTitleInfo(title: CastableTitle, deviceName: string): CastingTitleInfo {
  const episode = title.type === 'episode' ? title.series : null;
  return {
    id: String(title.id),
    titleType: episode ? 'episode' : 'movie',
    name: title.name,
    title: episode ? episode.seriesTitle : title.name,
    images: title.images,
    imageDisplay: CASTING_IMAGE_TYPE,
    series: episode
      ? { seriesTitle: episode.seriesTitle, name: title.name, seasonNum: episode.seasonNum, episodeNum: episode.episodeNum }
      : null,
    deviceName,
    titleId: title.id,
  };
}
