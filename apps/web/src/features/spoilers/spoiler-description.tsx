import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { SPOILER_HIDDEN_TEXT, SPOILER_LABELS, type TitleId } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { revealSpoiler } from './api/reveal-spoiler.ts';
import styles from './spoiler-description.module.css';

interface SpoilerDescriptionProps {
  id: TitleId;
  /** What the item is called: the Reveal button names it. */
  name: string;
  /** The description as the viewer may see it now (the real one once the server answers it). */
  text: string;
  shielded: boolean;
  /** Signed out, the shield cannot be lifted (the server answers real values to a viewer only). */
  signedIn: boolean;
  className?: string;
  /** The real text's own style where it stands (an episode row's clamped lines). */
  textClassName?: string;
}

/**
 * A description the spoiler shield may hide (issue 29 section 2): the real text, or the shield's
 * own words with a Reveal button that lifts it for this item (POST user/spoilers/{id}/reveal).
 * The block stays in place while the text changes, and takes the focus the button had, so a
 * keyboard user reads on from where they pressed.
 */
export function SpoilerDescription({ id, name, text, shielded, signedIn, className, textClassName }: SpoilerDescriptionProps) {
  const queryClient = useQueryClient();
  const block = useRef<HTMLDivElement>(null);
  const [revealing, setRevealing] = useState(false);

  const reveal = () => {
    setRevealing(true);
    revealSpoiler(queryClient, id).then(
      () => block.current?.focus(),
      // The call's error opens the app's modal; the item stays shielded.
      (error: unknown) => console.warn('Spoiler not revealed', error),
    ).finally(() => setRevealing(false));
  };

  return (
    <div ref={block} tabIndex={-1} className={[styles.block, className].filter(Boolean).join(' ')}>
      {shielded ? (
        <div className={styles.shielded}>
          <p className={styles.hidden}>
            <EyeOffIcon />
            <span>
              <strong className={styles.label}>{SPOILER_HIDDEN_TEXT}</strong> <span className={styles.note}>{SPOILER_LABELS.hiddenNote}</span>
            </span>
          </p>
          {signedIn && (
            <Button variant="secondary" size="sm" onClick={reveal} loading={revealing} aria-label={SPOILER_LABELS.revealNamed(name)}>
              {SPOILER_LABELS.reveal}
            </Button>
          )}
        </div>
      ) : (
        <p className={[styles.text, textClassName].filter(Boolean).join(' ')}>{text}</p>
      )}
    </div>
  );
}

/** An eye struck through: hidden on purpose, not missing. */
function EyeOffIcon() {
  return (
    <svg className={styles.icon} width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      <path d="M3 3l18 18" />
    </svg>
  );
}
