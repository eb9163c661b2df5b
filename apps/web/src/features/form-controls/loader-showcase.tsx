import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import styles from './form-controls-page.module.css';

const BLOCKING_DEMO_MS = 2_000;

/** The four loader positions and the blocking overlay. */
export function LoaderShowcase() {
  const [fixedShown, setFixedShown] = useState(false);
  const [blocking, setBlocking] = useState(false);

  useEffect(() => {
    if (!blocking) return;
    const timer = window.setTimeout(() => setBlocking(false), BLOCKING_DEMO_MS);
    return () => window.clearTimeout(timer);
  }, [blocking]);

  return (
    <section className={styles.section} aria-labelledby="showcase-loaders">
      <h2 id="showcase-loaders">Loaders</h2>
      <div className={styles.loaders}>
        <figure className={styles.loaderBox} data-testid="loader-absolute">
          <figcaption>Absolute</figcaption>
          <Loader position="absolute" label="Loading absolute example" />
        </figure>
        <figure className={styles.loaderFrame} data-testid="loader-relative">
          <figcaption>Relative</figcaption>
          <Loader position="relative" label="Loading relative example" />
        </figure>
        <p className={styles.loaderFrame} data-testid="loader-inline">
          Inline <Loader position="inline" label="Loading inline example" /> inside a sentence.
        </p>
      </div>
      <div className={styles.row}>
        <Button variant="tertiary" aria-pressed={fixedShown} onClick={() => setFixedShown((shown) => !shown)}>
          Show fixed loader
        </Button>
        <Button variant="tertiary" onClick={() => setBlocking(true)}>
          Show blocking loader
        </Button>
      </div>
      {fixedShown && <Loader position="fixed" label="Loading fixed example" />}
      {blocking && <Loader blocking />}
    </section>
  );
}
