import type { PpvSection } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import type { PpvPlay } from './ppv-play.ts';
import type { PpvViewer } from './sections/ppv-section-props.ts';
import styles from './ppv.module.css';

/**
 * Before the watch button, why this viewer cannot watch and the fix (the app's can-play note):
 * the button itself only once the server says they may. Signing in and buying are the purchase
 * section's, where the page has one.
 */
export function PpvPlayNote({ play, viewer, sections }: { play: PpvPlay; viewer: PpvViewer; sections: readonly PpvSection[] }) {
  const watch = play.watch && (
    <div className={styles.actions}>
      <Button to={play.watch.to}>{play.watch.label}</Button>
    </div>
  );
  return viewer.playNote(play.thing, watch, sections.includes('event-purchase'));
}
