import { Button } from '../../components/ui/button.tsx';
import type { PpvPlay } from './ppv-play.ts';
import type { PpvViewer } from './sections/ppv-section-props.ts';
import styles from './ppv.module.css';

/**
 * Before the watch button, why this viewer cannot watch and the fix (the app's can-play note):
 * the button itself only once the server says they may.
 */
export function PpvPlayNote({ play, viewer }: { play: PpvPlay; viewer: PpvViewer }) {
  const watch = play.watch && (
    <div className={styles.actions}>
      <Button to={play.watch.to}>{play.watch.label}</Button>
    </div>
  );
  return viewer.playNote(play.thing, watch);
}
