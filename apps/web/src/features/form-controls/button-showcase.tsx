import { BUTTON_VARIANTS } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { href } from '../../lib/routes.ts';
import styles from './form-controls-page.module.css';

const NAMES: Record<(typeof BUTTON_VARIANTS)[number], string> = {
  primary: 'Primary',
  ppv: 'Pay-Per-View',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  onboarding: 'Onboarding',
  link: 'Link',
};

/** The six button variants, their sizes and states, and the two link forms. */
export function ButtonShowcase() {
  return (
    <section className={styles.section} aria-labelledby="showcase-buttons">
      <h2 id="showcase-buttons">Buttons</h2>
      <div className={styles.row}>
        {BUTTON_VARIANTS.map((variant) => (
          <Button key={variant} variant={variant}>
            {NAMES[variant]}
          </Button>
        ))}
      </div>
      <h3>Sizes and states</h3>
      <div className={styles.row}>
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
        <Button disabled>Disabled</Button>
        <Button variant="secondary" loading>
          Saving
        </Button>
      </div>
      <h3>As links</h3>
      <div className={styles.row}>
        <Button variant="secondary" to={href('about')}>
          About (internal link)
        </Button>
        <Button variant="link" href="https://www.w3.org/WAI/WCAG22/quickref/">
          WCAG 2.2 (external link)
        </Button>
      </div>
    </section>
  );
}
