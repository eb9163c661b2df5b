import type { ReactNode } from 'react';
import type { TitleImage } from '@stat/contracts';
import { HeroBackdrop } from './hero-backdrop.tsx';
import styles from './detail-hero.module.css';

interface DetailHeroProps {
  images: readonly TitleImage[];
  /** Above the name: the genre, or the series and episode number of an episode. */
  eyebrow?: ReactNode;
  name: string;
  /** The facts line: year, rating, length or seasons. */
  meta: ReactNode;
  /** A line under the facts: when new episodes air. */
  tagline?: ReactNode;
  /** The description: its text, or what the app composes in its place (the spoiler shield's). */
  description?: ReactNode;
  /** Play, resume and the My List button. */
  actions: ReactNode;
  /** Under the actions: the lock notice, the resume progress. */
  children?: ReactNode;
}

/** The artwork-led top of every detail page: full-bleed art, the name and what to do next. */
export function DetailHero({ images, eyebrow, name, meta, tagline, description, actions, children }: DetailHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="detail-heading">
      <HeroBackdrop images={images} />
      <div className={styles.content}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <h1 id="detail-heading" className={styles.name}>
          {name}
        </h1>
        {meta}
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        {description && (typeof description === 'string' ? <p className={styles.description}>{description}</p> : <div className={styles.description}>{description}</div>)}
        <div className={styles.actions}>{actions}</div>
        {children}
      </div>
    </section>
  );
}

/** The facts of the meta line, separated by dots that screen readers skip. */
export function MetaLine({ items }: { items: readonly ReactNode[] }) {
  const shown = items.filter((item) => item !== null && item !== undefined && item !== false && item !== '');
  return (
    <ul className={styles.metaList} role="list">
      {shown.map((item, index) => (
        <li key={index} className={styles.metaItem}>
          {item}
        </li>
      ))}
    </ul>
  );
}
