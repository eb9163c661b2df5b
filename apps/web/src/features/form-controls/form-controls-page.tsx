import { ButtonShowcase } from './button-showcase.tsx';
import { InputShowcase } from './input-showcase.tsx';
import { LoaderShowcase } from './loader-showcase.tsx';
import { ModalShowcase } from './modal-showcase.tsx';
import styles from './form-controls-page.module.css';

/** The /forms page (route formControls): every shared widget in its states, also used by e2e tests. */
export default function FormControlsPage() {
  return (
    <div className={styles.page}>
      <h1>Form Controls</h1>
      <ButtonShowcase />
      <InputShowcase />
      <LoaderShowcase />
      <ModalShowcase />
    </div>
  );
}
