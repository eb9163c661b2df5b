import { useState } from 'react';
import { BREAKPOINTS, LABELS, migrationImages } from '@stat/contracts';
import type { HomeScreenModal } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useIsMobile } from '../../lib/device.ts';
import { announcementActions } from './announcement-actions.ts';
import { useHomeModal } from './api/get-home-modal.ts';
import { rememberMigrationDismissed, wasMigrationDismissed } from './migration-dismissal.ts';
import { useMigrationFlag } from './use-migration-flag.ts';
import styles from './migration-announcement.module.css';

/** The texts for this device: the short ones on mobile (falling back to the full one when empty). */
function announcementTexts(content: HomeScreenModal['content'], mobile: boolean) {
  const pick = (full: string, short: string) => (mobile && short ? short : full);
  return {
    headline: pick(content.headline, content.headlineShort),
    body: pick(content.body, content.bodyShort),
    flag: pick(content.flag, content.flagShort),
  };
}

/** The hero from 680 px wide, the mobile hero below; decorative, the headline says it all. */
function AnnouncementPicture({ images }: { images: HomeScreenModal['images'] }) {
  const { hero, mobile } = migrationImages(images);
  const fallback = mobile ?? hero;
  if (!fallback) return null;
  return (
    <picture className={styles.picture}>
      {hero && mobile && <source media={`(min-width: ${BREAKPOINTS.small}px)`} srcSet={hero} />}
      <img className={styles.image} src={fallback} alt="" />
    </picture>
  );
}

interface MigrationDialogProps {
  modal: HomeScreenModal;
  onDismiss: () => void;
}

function MigrationDialog({ modal, onDismiss }: MigrationDialogProps) {
  const { headline, body, flag } = announcementTexts(modal.content, useIsMobile());
  const actions = announcementActions(modal.content.buttons);
  return (
    <Dialog
      title={headline}
      onDismiss={onDismiss}
      closeLabel={LABELS.close}
      size="large"
      initialFocus="[data-initial-focus]"
    >
      <AnnouncementPicture images={modal.images} />
      {flag && <p className={styles.flag}>{flag}</p>}
      {body && <p className={styles.body}>{body}</p>}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action, index) => {
            const first = index === 0;
            const variant = first ? 'primary' : 'secondary';
            // Either way the announcement has done its job: following a button dismisses it.
            return action.kind === 'route' ? (
              <Button key={action.label} variant={variant} data-initial-focus={first || undefined} to={action.to} onClick={onDismiss}>
                {action.label}
              </Button>
            ) : (
              <Button key={action.label} variant={variant} data-initial-focus={first || undefined} href={action.href} onClick={onDismiss}>
                {action.label}
              </Button>
            );
          })}
        </div>
      )}
    </Dialog>
  );
}

/**
 * The one-time migration announcement (shell spec sections 3, 4 and 9): shown when the
 * statMigrationEnabled flag is on and GET home-modal has one, never on a play route, and not
 * again in this browser session once dismissed (close icon, Esc, backdrop or any button).
 */
export function MigrationAnnouncement({ onPlayRoute }: { onPlayRoute: boolean }) {
  const [dismissed, setDismissed] = useState(wasMigrationDismissed);
  const flagOn = useMigrationFlag();
  const wanted = flagOn && !dismissed && !onPlayRoute;
  const modal = useHomeModal(wanted);
  if (!wanted || !modal) return null;

  function dismiss() {
    rememberMigrationDismissed();
    setDismissed(true);
  }
  return <MigrationDialog modal={modal} onDismiss={dismiss} />;
}
