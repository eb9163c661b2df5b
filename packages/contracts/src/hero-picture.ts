import type { TitleImage } from './catalogue-schemas.ts';

/** `url 711w, url 1422w`: the srcset of an image's candidates; undefined when it has none. */
export function imageSrcSet(image: Pick<TitleImage, 'srcset'>): string | undefined {
  if (image.srcset.length === 0) return undefined;
  return image.srcset.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ');
}

/** The hero's picture is full width: heroMobileDisplay below 768 px, heroDisplay from there. */
export const HERO_PICTURE = { sizes: '100vw', mobileMedia: '(max-width: 767px)', desktopMedia: '(min-width: 768px)' } as const;

/** A hero's two images: heroDisplay (or the first image) and, when there is one, heroMobileDisplay. */
export function heroPicture(images: readonly TitleImage[]): { desktop: TitleImage; mobile: TitleImage | undefined } | undefined {
  const desktop = images.find((image) => image.type === 'heroDisplay') ?? images[0];
  if (!desktop) return undefined;
  return { desktop, mobile: images.find((image) => image.type === 'heroMobileDisplay') };
}

export interface ImagePreload {
  href: string;
  imageSrcSet: string | undefined;
  imageSizes: string;
  /** The breakpoint it is for; undefined when one image serves every width. */
  media: string | undefined;
}

/**
 * The preloads of a hero's picture, one per breakpoint, matching what its <picture> asks for:
 * the server writes them into home's document, so the image (home's LCP) is on its way before
 * the app's code and the promoted call; the app asks React for the same ones.
 */
export function heroPreloads(images: readonly TitleImage[]): ImagePreload[] {
  const picture = heroPicture(images);
  if (!picture) return [];
  const { desktop, mobile } = picture;
  const preload = (image: TitleImage, media: string | undefined): ImagePreload => ({
    href: image.url,
    imageSrcSet: imageSrcSet(image),
    imageSizes: HERO_PICTURE.sizes,
    media,
  });
  return mobile
    ? [preload(desktop, HERO_PICTURE.desktopMedia), preload(mobile, HERO_PICTURE.mobileMedia)]
    : [preload(desktop, undefined)];
}
