import type { FocusEvent } from 'react';
import { BROWSE_LABELS } from '@stat/contracts';
import type { MixedItem } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { HeroArtwork } from './hero-artwork.tsx';
import { heroFacts } from './hero-item.ts';
import { useHeroRotation } from './use-hero-rotation.ts';
import styles from './home-hero.module.css';
import { PauseIcon, PlayIcon } from '../../components/ui/icons.tsx';

/**
 * The home hero from `promoted`: one featured title at a time over its key art (whose own
 * type carries the title), with its rating, facts, short description, Play and More Info. It
 * rotates through the items (a carousel with a pause control and a picker), holding still
 * while pointed at or focused, and not at all for reduced motion.
 */
export function HomeHero({ items }: { items: readonly MixedItem[] }) {
  const { index, select, moved, paused, setPaused, setHeld, rotating } = useHeroRotation(items.length);
  const item = items[index];
  if (!item) return null;
  const hero = heroFacts(item);
  const many = items.length > 1;

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
  }

  return (
    <section
      className={styles.hero}
      aria-roledescription={many ? 'carousel' : undefined}
      aria-label={BROWSE_LABELS.featured}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
    >
      {/* Only the slide on show is in the page: hidden slides would each fetch a hero image. */}
      <div
        key={hero.key}
        className={styles.slide}
        data-enter={moved || undefined}
        role={many ? 'group' : undefined}
        aria-roledescription={many ? 'slide' : undefined}
        aria-label={many ? `${index + 1} of ${items.length}` : undefined}
        // Announced when the viewer changes it, not while it turns by itself.
        aria-live={rotating ? 'off' : 'polite'}
      >
        <HeroArtwork images={hero.images} priority={index === 0} />
        <div className={styles.content}>
          {/* The key art shows the name in its own type; the heading says it to everyone else. */}
          <h2 className="visually-hidden">{hero.name}</h2>
          <p className={styles.facts}>
            <span className={styles.rating}>{hero.rating}</span>
            {hero.facts && <span>{hero.facts}</span>}
            {hero.locked && <span className={styles.locked}>{BROWSE_LABELS.locked}</span>}
          </p>
          <p className={styles.description}>{hero.description}</p>
          <div className={styles.actions}>
            {hero.playHref && (
              <Button to={hero.playHref} size="lg" aria-label={BROWSE_LABELS.playTitle(hero.name)}>
                <PlayIcon size={18} />
                {BROWSE_LABELS.play}
              </Button>
            )}
            <Button
              to={hero.detailHref}
              size="lg"
              variant={hero.playHref ? 'secondary' : 'primary'}
              aria-label={BROWSE_LABELS.moreInfoAbout(hero.name)}
            >
              {BROWSE_LABELS.moreInfo}
            </Button>
          </div>
        </div>
      </div>
      {many && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            aria-label={paused ? BROWSE_LABELS.resumeRotation : BROWSE_LABELS.pauseRotation}
            onClick={() => setPaused(!paused)}
          >
            {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </button>
          <ul role="list" className={styles.dots}>
            {items.map((other, position) => (
              <li key={heroFacts(other).key}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={BROWSE_LABELS.showFeatured(position + 1, items.length)}
                  aria-current={position === index || undefined}
                  onClick={() => select(position)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}


