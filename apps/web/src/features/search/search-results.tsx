import { Link } from 'react-router';
import { FIND_LABELS, titleRatingLabel } from '@stat/contracts';
import type { SearchResult } from '@stat/contracts';
import { useSearchPages } from './api/get-search-page.ts';
import { LockIcon } from '../../components/ui/icons.tsx';
import { ArtImage, pickImage } from '../../components/catalogue/artwork.tsx';
import { catalogueHref } from '../../components/catalogue/item-href.ts';
import { LoadMore } from '../../components/catalogue/load-more.tsx';
import styles from './search-results.module.css';

const L = FIND_LABELS.search;
/** Results above the fold load their art eagerly (LCP); the rest lazily. */
const EAGER_RESULTS = 4;
const ART_SIZES = '(min-width: 1024px) 22vw, (min-width: 680px) 30vw, 45vw';

/**
 * The results of GET search/{term}/page/{n}: pages are appended until pageCount (LoadMore).
 */
export function SearchResults({ term }: { term: string }) {
  const { results, total, isPending, isError, hasNextPage, fetchNextPage, isFetchingNextPage } = useSearchPages(term);

  if (isPending) return <ResultsSkeleton />;
  if (isError) return <p role="alert" className={styles.message}>{L.failed}</p>;
  if (results.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{L.emptyTitle}</h2>
        <p className={styles.message}>{L.emptyBody(term)}</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="search-results-count">
      <h2 id="search-results-count" className={styles.count} aria-live="polite">
        {L.resultCount(total)}
      </h2>
      <ul role="list" className={styles.grid}>
        {results.map((result, index) => (
          <li key={`${result.type}:${result.id}`} className={styles.item}>
            <ResultCard result={result} eager={index < EAGER_RESULTS} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <LoadMore
          onLoadMore={() => void fetchNextPage()}
          loading={isFetchingNextPage}
          label={L.loadMore}
          loadingLabel={L.loadingMore}
          className={styles.more}
        />
      )}
    </section>
  );
}

function ResultCard({ result, eager }: { result: SearchResult; eager: boolean }) {
  return (
    <Link to={catalogueHref(result)} className={styles.card} data-locked={result.locked || undefined}>
      <span className={styles.artFrame}>
        <ArtImage image={pickImage(result.images, 'playlistListDisplay')} sizes={ART_SIZES} className={styles.art} eager={eager} />
        {result.locked && (
          <span className={styles.lock} title={L.locked}>
            <LockIcon size={14} />
            <span className="visually-hidden">{L.locked}</span>
          </span>
        )}
      </span>
      <span className={styles.body}>
        <span className={styles.meta}>
          <span className={styles.type}>{FIND_LABELS.titleTypes[result.type]}</span>
          <span className={styles.rating}>{titleRatingLabel(result.titleRating)}</span>
        </span>
        <span className={styles.name}>{result.name}</span>
        <span className={styles.description}>{result.description.medium}</span>
      </span>
    </Link>
  );
}

function ResultsSkeleton() {
  return (
    <ul role="list" className={styles.grid} aria-busy="true" aria-label={L.loadingMore}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className={styles.skeleton} />
      ))}
    </ul>
  );
}
