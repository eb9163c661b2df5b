import { TITLE_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { href } from '../../../lib/routes.ts';
import styles from './not-found-state.module.css';

/** A friendly dead end for an unknown series, title or list: say so, and offer somewhere to go. */
export function NotFoundState() {
  return (
    <section className={styles.state} aria-labelledby="not-found-heading">
      <h1 id="not-found-heading" className={styles.heading}>
        {TITLE_LABELS.notFoundTitle}
      </h1>
      <p className={styles.body}>{TITLE_LABELS.notFoundBody}</p>
      <div className={styles.actions}>
        <Button to={href('allSeries')}>{TITLE_LABELS.browseSeries}</Button>
        <Button to={href('movies')} variant="secondary">
          {TITLE_LABELS.browseMovies}
        </Button>
      </div>
    </section>
  );
}
