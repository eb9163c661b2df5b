import { useState } from 'react';
import { LABELS, PPV_LABELS, type PpvPage } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { href } from '../../lib/routes.ts';
import { PpvCountdown } from './ppv-countdown.tsx';
import { rememberPpvModalShown } from './ppv-modal-memory.ts';
import { dateLineOf } from './ppv-times.ts';
import { useNow } from '../../lib/use-now.ts';
import { useViewerFormat } from '../../lib/viewer-format.ts';
import styles from './ppv.module.css';

/**
 * The promo modal (loaded on demand by the layout, which decides it is due): the art, the
 * headline, the countdown and the way to the event page. Shown once a session: it is remembered
 * as soon as it opens, so a reload does not bring it back.
 */
export function PpvPromoModal({ page }: { page: PpvPage }) {
  const now = useNow(60_000);
  const format = useViewerFormat();
  const [open, setOpen] = useState(() => {
    rememberPpvModalShown();
    return true;
  });
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Dialog title={page.headline} onDismiss={close} closeLabel={LABELS.close} size="large" initialFocus="[data-initial-focus]">
      <img className={styles.modalArt} src={page.imageUrl} alt="" />
      <p className={styles.dateLine}>{dateLineOf(page, now, format)}</p>
      <p className={styles.description}>{page.description.long}</p>
      <PpvCountdown target={page.countdownTimestamp} live={page.isLive} />
      <div className={styles.actions}>
        <Button variant="ppv" to={href('ppv')} onClick={close} data-initial-focus>
          {PPV_LABELS.eventDetails}
        </Button>
        <Button variant="secondary" onClick={close}>
          {PPV_LABELS.modalDismiss}
        </Button>
      </div>
    </Dialog>
  );
}
