import type { PpvPage } from '@stat/contracts';
import styles from './ppv.module.css';

/** The page's headline in its runs, the emphasised ones in the fight-night gold; plain text, React escapes it. */
export function PpvHeadline({ page, level, id }: { page: PpvPage; level: 1 | 2; id?: string }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const runs = page.headlineSegments.length > 0 ? page.headlineSegments : [{ text: page.headline, emphasis: false }];
  return (
    <Heading className={styles.headline} id={id}>
      {runs.map((run, index) =>
        run.emphasis ? (
          <span key={index} className={styles.emphasis}>
            {run.text}
          </span>
        ) : (
          <span key={index}>{run.text}</span>
        ),
      )}
    </Heading>
  );
}
