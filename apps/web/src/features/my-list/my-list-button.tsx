import { FIND_LABELS, type MyListRef } from '@stat/contracts';
import { CheckIcon, PlusIcon } from '../../components/ui/icons.tsx';
import { useMyList } from './api/get-my-list.ts';
import { useToggleMyList } from './api/toggle-my-list.ts';
import { noticeText, useMyListNotification } from './my-list-notification.ts';
import { hasItem } from './my-list-rules.ts';
import styles from './my-list-button.module.css';

const L = FIND_LABELS.myList;

type MyListButtonProps = MyListRef & {
  name: string;
  /** From the page's user-title answer (isInMyList), used until the list itself is loaded. */
  initialInList?: boolean;
};

/**
 * Adds a title or series to My List, or removes it (a toggle: aria-pressed). Render it for
 * authorized users only; the cached list is kept in step, so the drawer shows the change.
 */
export function MyListButton({ name, initialInList = false, ...ref }: MyListButtonProps) {
  const { kind, id } = ref;
  const list = useMyList(true);
  const toggle = useToggleMyList();
  const notice = useMyListNotification();
  const fromList = list.data ? hasItem(list.data, kind, id) : initialInList;
  // The cached list decides, so a removal in the drawer shows here too. Only when the list could
  // not follow (not loaded, or a pre-premiere add it leaves alone) does the last answer decide.
  const listCannotTell = !list.data || toggle.data?.prePremiere === true;
  const inList = toggle.isSuccess && toggle.variables.id === id && listCannotTell ? toggle.variables.add : fromList;

  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={inList}
        aria-label={inList ? L.removeFrom(name) : L.addTo(name)}
        aria-busy={toggle.isPending || undefined}
        aria-disabled={toggle.isPending || undefined}
        onClick={() => {
          if (!toggle.isPending) toggle.mutate({ ...ref, name, add: !inList });
        }}
      >
        <span className={styles.icon} aria-hidden="true">
          {inList ? <CheckIcon size={18} /> : <PlusIcon size={18} />}
        </span>
        {inList ? L.inList : L.add}
      </button>
      {notice?.kind === 'failed' && toggle.isError && (
        <span role="alert" className={styles.error}>
          {noticeText(notice)}
        </span>
      )}
    </span>
  );
}
