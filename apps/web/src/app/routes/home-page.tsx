import { HomeCatalogue } from '../../features/home/home-catalogue.tsx';
import { MobileAppOffer } from '../../features/home/mobile-app-offer.tsx';
import { PpvBanner } from '../../features/ppv/ppv-banner.tsx';
import { ResumeWatchingShelf } from '../../features/resume-watching/resume-watching-shelf.tsx';
import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import { useIsMobile } from '../../lib/device.ts';
import { routeDef } from '../../lib/routes.ts';
import { VARIANT } from '../../lib/variant.ts';
import { MyListShelf } from './my-list-shelf.tsx';

/**
 * Home: the hero and the shelves, signed in or out. On a phone or tablet the provider variant
 * plays nothing in the browser (its content routes refuse mobile), so home offers the apps.
 * Signed in, Continue Watching leads the shelves; authorized, My List follows it. The
 * pay-per-view banner comes first in the phases the event file shows it.
 */
export default function HomePage() {
  const user = useUser();
  const dictionary = useDictionary();
  const isMobile = useIsMobile();
  if (VARIANT === 'stat' && isMobile) return <MobileAppOffer appStores={dictionary.appStores} />;
  return (
    <>
      <h1 className="visually-hidden">{routeDef('home').title}</h1>
      <PpvBanner />
      <HomeCatalogue
        resumeShelf={<ResumeWatchingShelf signedIn={user !== null} />}
        myListShelf={<MyListShelf authorized={user?.isAuthorized === true} />}
      />
    </>
  );
}
