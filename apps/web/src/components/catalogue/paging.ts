/** The shape every paged catalogue answer shares: pages count from 1 up to pageCount. */
export interface PageInfo {
  page: number;
  pageCount: number;
}

/**
 * The next page to ask for, or undefined once pageCount is reached (streaming spec section 4:
 * search and collection paging append pages until pageCount). Made for useInfiniteQuery's
 * `getNextPageParam`, with `initialPageParam: 1`.
 */
export function nextPageParam(lastPage: PageInfo): number | undefined {
  return lastPage.page < lastPage.pageCount ? lastPage.page + 1 : undefined;
}
