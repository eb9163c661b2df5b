import { Button } from '../../components/ui/button.tsx';
import { openErrorModal, openModal } from '../../components/modal/modal-store.ts';
import { DEMO_API_ERROR, DEMO_MODALS } from './demo-modals.ts';
import styles from './form-controls-page.module.css';

/** Buttons that open the generic modal in each of its states. */
export function ModalShowcase() {
  return (
    <section className={styles.section} aria-labelledby="showcase-modal">
      <h2 id="showcase-modal">Generic modal</h2>
      <div className={styles.row}>
        <Button variant="tertiary" onClick={() => openModal(DEMO_MODALS.plain)}>
          Open modal
        </Button>
        <Button variant="tertiary" onClick={() => openModal(DEMO_MODALS.fallback)}>
          Open modal without allowed buttons
        </Button>
        <Button variant="tertiary" onClick={() => openModal(DEMO_MODALS.confirmation)}>
          Open confirmation modal
        </Button>
        <Button variant="tertiary" onClick={() => openModal(DEMO_MODALS.loading)}>
          Open loading modal
        </Button>
        <Button variant="tertiary" onClick={() => openErrorModal(DEMO_API_ERROR)}>
          Open error modal
        </Button>
      </div>
    </section>
  );
}
