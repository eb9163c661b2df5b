import { Link } from 'react-router';
import { LABELS, TITLE_LABELS, VIEWING_RESTRICTIONS_SECTION_ID } from '@stat/contracts';
import { href } from '../../../lib/routes.ts';
import { LockIcon } from '../../../components/ui/icons.tsx';
import { NoticePanel, noticeLinkClass } from '../../../components/ui/notice-panel.tsx';

/**
 * What a locked series shows instead of playing: why, and the way to Viewing Restrictions in
 * settings (the server decides `locked` from the profile's ratings). A title's page says it with
 * the play's own refusal (features/play-fix).
 */
export function LockNotice() {
  return (
    <NoticePanel heading={TITLE_LABELS.lockedTitle} body={[TITLE_LABELS.lockedBody]} icon={<LockIcon size={24} />}>
      <Link className={noticeLinkClass} to={`${href('settings')}#${VIEWING_RESTRICTIONS_SECTION_ID}`}>
        {LABELS.viewingRestrictions}
      </Link>
    </NoticePanel>
  );
}
