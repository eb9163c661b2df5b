import { LABELS } from '@stat/contracts';
import styles from './skip-link.module.css';

/** The id of the page's <main>; the layout puts it there (with tabIndex -1) for the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps past the header to the content. */
export function SkipLink() {
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {LABELS.skipToContent}
    </a>
  );
}
