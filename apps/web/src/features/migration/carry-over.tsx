import { useId } from 'react';
import { MOVIE_RATINGS, SETTINGS_MIGRATION_LABELS, TV_RATINGS } from '@stat/contracts';
import type { MigrationCarry, MigrationPreview } from '@stat/contracts';
import styles from './migration.module.css';

const L = SETTINGS_MIGRATION_LABELS;

/** One kind that carries over: its name and count, and the first few with their artwork. */
function CarryKind({ title, carry }: { title: string; carry: MigrationCarry }) {
  const titleId = useId();
  return (
    <div className={styles.kind} role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.kindTitle}>
        {title} <span className={styles.count}>{carry.count === 0 ? L.nothingYet : L.count(carry.count)}</span>
      </h3>
      {carry.sample.length > 0 && (
        <ul className={styles.samples}>
          {carry.sample.map((item, index) => (
            <li key={`${index}-${item.name}`} className={styles.sample}>
              {item.image ? (
                <img
                  className={styles.artwork}
                  src={item.image.url}
                  srcSet={item.image.srcset.map((one) => `${one.url} ${one.width}w`).join(', ')}
                  sizes="(min-width: 768px) 12rem, 45vw"
                  width={item.image.width}
                  height={item.image.height}
                  alt=""
                  loading="lazy"
                />
              ) : (
                <span className={styles.artwork} aria-hidden="true" />
              )}
              <span className={styles.sampleName}>{item.name}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const labelOf = (levels: readonly { label: string; value: string }[], value: string) => levels.find((level) => level.value === value)?.label ?? value;

/**
 * What will carry over to the direct account, before anything moves (issue 26, section 6): My
 * List and resume points with their counts and the first few, and the profile's restrictions.
 */
export function CarryOver({ preview }: { preview: MigrationPreview }) {
  const titleId = useId();
  const { restrictions } = preview;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {L.carriesOver}
      </h2>
      <CarryKind title={L.myList} carry={preview.myList} />
      <CarryKind title={L.resumePoints} carry={preview.resumePoints} />
      <div className={styles.kind}>
        <h3 className={styles.kindTitle}>{L.restrictions}</h3>
        {restrictions ? (
          <ul className={styles.limits}>
            <li className={styles.limit}>{L.movieLimit(labelOf(MOVIE_RATINGS, restrictions.movie))}</li>
            <li className={styles.limit}>{L.tvLimit(labelOf(TV_RATINGS, restrictions.tv))}</li>
          </ul>
        ) : (
          <p className={styles.muted}>{L.noRestrictions}</p>
        )}
      </div>
    </section>
  );
}
