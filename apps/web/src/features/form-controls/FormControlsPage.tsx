import { ButtonShowcase } from './ButtonShowcase.tsx';
import { InputShowcase } from './InputShowcase.tsx';
import { LoaderShowcase } from './LoaderShowcase.tsx';
import { ModalShowcase } from './ModalShowcase.tsx';
import styles from './FormControlsPage.module.css';

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
