import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more.tsx';

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when the target comes into view. */
class FakeObserver {
  static current: FakeObserver | undefined;
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    if (FakeObserver.current === this) FakeObserver.current = undefined;
  }
  comeIntoView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoadMore', () => {
  it('loads the next page when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore onLoadMore={onLoadMore} loading={false} label="Load more" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads the next page by itself as it nears the viewport, and waits while a page is on its way', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onLoadMore = vi.fn();
    const { rerender } = render(<LoadMore onLoadMore={onLoadMore} loading={false} label="Load more" loadingLabel="Loading more" />);
    act(() => FakeObserver.current!.comeIntoView());
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<LoadMore onLoadMore={onLoadMore} loading label="Load more" loadingLabel="Loading more" />);
    expect(FakeObserver.current).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Loading more' }).getAttribute('aria-busy')).toBe('true');

    // The page arrived but was too short to push the button off screen: the next one follows.
    rerender(<LoadMore onLoadMore={onLoadMore} loading={false} label="Load more" loadingLabel="Loading more" />);
    act(() => FakeObserver.current!.comeIntoView());
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });
});
