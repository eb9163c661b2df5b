import type { ReactNode } from 'react';
import { usePromoted } from './api/get-promoted.ts';
import { HomeHero } from './home-hero.tsx';
import { HomeShelves } from './home-shelves.tsx';
import styles from './home-hero.module.css';

interface HomeCatalogueProps {
  /** Continue Watching, for a signed-in viewer (the resume-watching feature's shelf). */
  resumeShelf?: ReactNode;
  /** My List, for an authorized viewer (the My List feature's shelf), after Continue Watching. */
  myListShelf?: ReactNode;
}

/** Home's catalogue: the hero from promoted, the viewer's own shelves, then the module shelves. */
export function HomeCatalogue({ resumeShelf, myListShelf }: HomeCatalogueProps) {
  const { data: promoted, isPending } = usePromoted();
  return (
    <>
      {isPending ? <div className={styles.placeholder} aria-hidden="true" /> : promoted && <HomeHero items={promoted} />}
      {resumeShelf}
      {myListShelf}
      <HomeShelves />
    </>
  );
}

