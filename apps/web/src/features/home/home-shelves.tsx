import { Suspense } from 'react';
import { BROWSE_LABELS } from '@stat/contracts';
import { itemKey } from '../../components/catalogue/item-href.ts';
import { MixedItemCard } from '../../components/catalogue/mixed-item-card.tsx';
import { Shelf } from '../../components/catalogue/shelf.tsx';
import { ShelfSkeleton } from '../../components/catalogue/skeleton.tsx';
import { tileShape } from '../../components/catalogue/title-card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useHomeModules } from './api/get-home-modules.ts';
import { moduleSeeAllHref } from './module-see-all.ts';
import styles from './home-shelves.module.css';

/**
 * The home shelves from modules, in the server's order; empty modules are left out. Each is its
 * own Suspense boundary: on a server-rendered page React hydrates them one by one after the
 * hero, in short tasks, rather than the whole page in one.
 */
export function HomeShelves() {
  const { data: modules, isPending, isError, refetch } = useHomeModules();
  if (isPending) {
    return (
      <div className={styles.shelves}>
        <ShelfSkeleton shape="poster" />
        <ShelfSkeleton shape="landscape" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{BROWSE_LABELS.catalogueUnavailable}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          {BROWSE_LABELS.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.shelves}>
      {modules
        .filter((module) => module.items.length > 0)
        .map((module) => (
          <Suspense key={module.id}>
            <Shelf
              title={module.title}
              seeAllHref={moduleSeeAllHref(module)}
              items={module.items}
              getKey={itemKey}
              shape={tileShape(module.imageType)}
              renderItem={(item) => <MixedItemCard item={item} imageType={module.imageType} />}
            />
          </Suspense>
        ))}
    </div>
  );
}
