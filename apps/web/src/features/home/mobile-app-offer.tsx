import { BROWSE_LABELS, itemImages } from '@stat/contracts';
import type { Dictionary } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useDevice } from '../../lib/device.ts';
import { usePromoted } from './api/get-promoted.ts';
import { HeroArtwork } from './hero-artwork.tsx';
import { storesForDevice } from './store-device.ts';
import type { AppStore } from './store-device.ts';
import styles from './mobile-app-offer.module.css';

const STORE_LABELS: Record<AppStore, string> = {
  apple: BROWSE_LABELS.downloadAppStore,
  amazon: BROWSE_LABELS.downloadAmazon,
  google: BROWSE_LABELS.downloadGooglePlay,
};

interface MobileAppOfferProps {
  appStores: Dictionary['appStores'];
}

/**
 * Home on a phone or tablet in the provider variant, where the catalogue plays only in the apps:
 * the offer of the app, with the store for this device (all three when it cannot tell).
 */
export function MobileAppOffer({ appStores }: MobileAppOfferProps) {
  // The hero's first item lends its key art as the backdrop.
  const featured = usePromoted().data?.[0];
  const { userAgent, maxTouchPoints } = useDevice();
  const stores = storesForDevice(userAgent, maxTouchPoints);
  const images = featured ? itemImages(featured) : [];
  return (
    <section className={styles.offer} aria-labelledby="mobile-apps-heading">
      <HeroArtwork images={images} priority />
      <div className={styles.content}>
        <h1 id="mobile-apps-heading" className={styles.heading}>
          {BROWSE_LABELS.mobileAppsHeading}
        </h1>
        <p className={styles.text}>{BROWSE_LABELS.mobileAppsText}</p>
        <ul role="list" className={styles.stores}>
          {stores.map((store) => (
            <li key={store}>
              <Button href={appStores[store]} size="lg" fullWidth variant={stores.length === 1 ? 'primary' : 'secondary'}>
                {STORE_LABELS[store]}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
