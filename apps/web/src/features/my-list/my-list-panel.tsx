import { Link } from 'react-router';
import { FIND_LABELS, LABELS } from '@stat/contracts';
import { ArtImage, pickImage } from '../../components/catalogue/artwork.tsx';
import { useMyList } from './api/get-my-list.ts';
import { useMyListProcessing, useToggleMyList } from './api/toggle-my-list.ts';
import { myListItemHref } from './my-list-href.ts';
import { noticeText, useMyListNotification } from './my-list-notification.ts';
import { canRemove, myListImageType, myListKey, myListRefOf, withProcessing, type MyListEntry } from './my-list-rules.ts';
import styles from './my-list-panel.module.css';
import { LockIcon, PlayIcon } from '../../components/ui/icons.tsx';

const L = FIND_LABELS.myList;
const SKELETON_ROWS = 3;

/**
 * My List in the account drawer (streaming spec section 2): a loading skeleton, the empty
 * state, or the items with a play overlay and a delete button. `active` is the drawer being
 * open: the list is fetched only then, and not again within the refetch window.
 */
export function MyListPanel({ active }: { active: boolean }) {
  const list = useMyList(active);
  const processing = useMyListProcessing();
  const toggle = useToggleMyList();
  const notice = useMyListNotification();

  function onRemove(entry: MyListEntry) {
    const ref = myListRefOf(entry);
    if (!ref || !canRemove(entry)) return;
    toggle.mutate({ ...ref, name: entry.name, add: false });
  }

  return (
    <div className={styles.panel}>
      {list.isPending ? (
        <ul role="list" className={styles.list} aria-busy="true" aria-label={L.loading}>
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeletonRow}>
              <span className={styles.skeletonArt} />
              <span className={styles.skeletonText} />
            </li>
          ))}
        </ul>
      ) : list.isError ? (
        <p className={styles.empty} role="alert">
          {list.error.message}
        </p>
      ) : list.data && list.data.length > 0 ? (
        <ul role="list" className={styles.list}>
          {withProcessing(list.data, processing).map((entry, index) => (
            <MyListRow key={myListKey(entry)} entry={entry} eager={index < 4} onRemove={() => onRemove(entry)} />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{LABELS.myListEmpty}</p>
      )}
      <div role="status" className={styles.notice} data-kind={notice?.kind}>
        {notice && noticeText(notice)}
      </div>
    </div>
  );
}

function MyListRow({ entry, eager, onRemove }: { entry: MyListEntry; eager: boolean; onRemove: () => void }) {
  const series = entry.type === 'SERIES';
  const playLabel = series ? L.open(entry.name) : L.play(entry.name);
  return (
    <li className={styles.row} data-processing={entry.processing || undefined} aria-busy={entry.processing || undefined}>
      <Link to={myListItemHref(entry)} className={styles.play} data-shape={series ? 'poster' : 'landscape'} aria-label={playLabel}>
        <ArtImage image={pickImage(entry.images, myListImageType(entry.type))} sizes={series ? '64px' : '120px'} className={styles.art} eager={eager} />
        <span className={styles.overlay} aria-hidden="true">
          <PlayIcon size={22} />
        </span>
      </Link>
      <span className={styles.text}>
        <span className={styles.name}>{entry.name}</span>
        <span className={styles.meta}>
          {[FIND_LABELS.myListTypes[entry.type], entry.releaseYear].filter(Boolean).join(' · ')}
          {entry.locked && (
            <span className={styles.lock} title={FIND_LABELS.search.locked}>
              <LockIcon size={13} />
              <span className="visually-hidden">{FIND_LABELS.search.locked}</span>
            </span>
          )}
        </span>
        {entry.processing && <span className={styles.removing}>{L.removing}</span>}
      </span>
      {!entry.prePremiere && (
        <button
          type="button"
          className={styles.remove}
          aria-label={L.remove(entry.name)}
          aria-disabled={entry.processing || undefined}
          onClick={onRemove}
        >
          <RemoveIcon />
        </button>
      )}
    </li>
  );
}



function RemoveIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 7h14M10 7V5h4v2M7 7l1 12h8l1-12M10.5 10.5v5.5M13.5 10.5v5.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
