import { useEffect, useEffectEvent, useRef } from 'react';
import { Button } from '../ui/button.tsx';
import styles from './load-more.module.css';

export interface LoadMoreProps {
  onLoadMore: () => void;
  /** A page is on its way: the button shows its spinner and the observer waits. */
  loading: boolean;
  label: string;
  /** What the button says while a page is on its way; the label when absent. */
  loadingLabel?: string;
  className?: string;
}

/**
 * The end of a paged list: the next page loads by itself as this nears the viewport, and
 * the "Load more" button does the same for keyboards and where observers are missing.
 * Render it only while pages remain.
 */
export function LoadMore({ onLoadMore, loading, label, loadingLabel = label, className }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useEffectEvent(onLoadMore);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    // Re-observed after every page, so a page too short to push this off screen loads the next.
    // The margin reaches above the viewport too: a viewer who flung past it to the footer still gets the page.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={sentinel} className={[styles.more, className].filter(Boolean).join(' ')}>
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
