import { useId } from 'react';
import { NEWSLETTER_LABELS, type NewsletterId } from '@stat/contracts';
import styles from './newsletters.module.css';

interface NewsletterSwitchProps {
  id: NewsletterId;
  checked: boolean;
  onChange: (subscribed: boolean) => void;
}

/**
 * One newsletter: its name and description, and a switch (a checkbox with the switch role, so
 * Space toggles it and screen readers say on or off) named by the name, described by the text.
 */
export function NewsletterSwitch({ id, checked, onChange }: NewsletterSwitchProps) {
  const inputId = useId();
  const { name, description } = NEWSLETTER_LABELS.newsletters[id];
  return (
    <li className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={inputId} className={styles.name}>
          {name}
        </label>
        <p id={`${inputId}-description`} className={styles.description}>
          {description}
        </p>
      </div>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        aria-describedby={`${inputId}-description`}
        onChange={(event) => onChange(event.target.checked)}
      />
    </li>
  );
}
