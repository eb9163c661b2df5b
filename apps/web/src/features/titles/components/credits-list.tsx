import type { ReactNode } from 'react';
import { TITLE_LABELS } from '@stat/contracts';
import type { Title } from '@stat/contracts';
import styles from './facts.module.css';

type Credit = Title['credits'][number];
const ROLES = ['cast', 'host', 'director', 'writer', 'producer'] as const;

/** Credits grouped by role ("Starring", "Directed by"), in the order a viewer looks for them. */
export function CreditsList({ credits }: { credits: readonly Credit[] }) {
  const groups = ROLES.map((role) => ({ role, names: credits.filter((credit) => credit.role === role).map((credit) => credit.name) })).filter(
    (group) => group.names.length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <dl className={styles.facts}>
      {groups.map(({ role, names }) => (
        <div key={role}>
          <dt>{TITLE_LABELS.credits[role]}</dt>
          <dd>{names.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Label and value pairs of a detail page's facts; empty values are left out. */
export function FactsList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '');
  return (
    <dl className={styles.facts}>
      {shown.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
