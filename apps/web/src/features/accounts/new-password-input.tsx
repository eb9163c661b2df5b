import { useId } from 'react';
import { ACCOUNT_LABELS, PASSWORD_MAX_LENGTH, passwordProblems } from '@stat/contracts';
import { PasswordInput, type PasswordInputProps } from '../../components/ui/password-input.tsx';
import styles from './accounts.module.css';

const RULES = ACCOUNT_LABELS.passwordRules;

interface NewPasswordInputProps extends PasswordInputProps {
  /** The value as typed: the rules tick as it changes. */
  password: string;
  /** The account's e-mail, when known: the password may not contain it. */
  email?: string;
}

/**
 * A new password with its rules stated under it, each ticked live as it is met. Assistive
 * technology hears only the rules still to meet (the met ones are hidden from it): the heading
 * says what the password still "needs", and the field's description says the same.
 */
export function NewPasswordInput({ password, email, ...inputProps }: NewPasswordInputProps) {
  const rulesId = useId();
  const problems = passwordProblems(password, email);
  const rules = email === undefined ? [RULES.length, RULES.mix] : [RULES.length, RULES.mix, RULES.notEmail];
  // Nothing typed meets nothing, not even "not your e-mail".
  const isMet = (rule: string) => password !== '' && !problems.includes(rule);
  const allMet = rules.every(isMet);
  return (
    <div className={styles.newPassword}>
      <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} {...inputProps} aria-describedby={rulesId} />
      <div id={rulesId} className={styles.rules} aria-hidden={allMet || undefined}>
        <p className={styles.rulesHeading}>{RULES.heading}</p>
        <ul role="list" className={styles.ruleList}>
          {rules.map((rule) => {
            const met = isMet(rule);
            return (
              <li key={rule} className={styles.rule} data-met={met || undefined} aria-hidden={met || undefined}>
                <RuleIcon met={met} />
                {rule}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** A tick once met, an open circle before: the shape says it, not only the colour. */
function RuleIcon({ met }: { met: boolean }) {
  return (
    <svg className={styles.ruleIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {met ? (
        <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <circle cx="8" cy="8" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      )}
    </svg>
  );
}
