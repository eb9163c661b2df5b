import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../components/ui/icons.tsx';
import styles from './checkout/checkout.module.css';

interface RadioCardProps {
  /** The radio group's name. */
  group: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  /** What the radio is named by. */
  title: ReactNode;
  /** What describes it: the price and what it offers. */
  children: ReactNode;
}

/**
 * A choice as a radio card (a plan, a partner's offer): the radio is named by the title and
 * described by the details; the whole card is its click target.
 */
export function RadioCard({ group, value, checked, onChoose, title, children }: RadioCardProps) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <label className={styles.planCard}>
      <input
        type="radio"
        name={group}
        value={value}
        className={styles.radio}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
      />
      <span className={styles.selectedMark} aria-hidden="true">
        <CheckIcon size={16} />
      </span>
      <span id={nameId} className={styles.planName}>
        {title}
      </span>
      <span id={detailsId} className={styles.planDetails}>
        {children}
      </span>
    </label>
  );
}
