import { queryOptions } from '@tanstack/react-query';
import { FIND_LABELS, type SchedulePage } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { failsInPlace } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';
import { pageForBlock } from '../schedule-pointer.ts';
import { scheduleKeys } from './schedule-queries.ts';

/** GET schedule/{page}: both channels' programs of one block; page 0 holds now. The page shows a failure in place. */
export async function getSchedulePage(page: number): Promise<SchedulePage> {
  return parseAnswer(
    failsInPlace(api.get(`schedule/${page}`), FIND_LABELS.schedule.failed),
    import('@stat/contracts/catalogue-schemas'),
    (s) => s.schedulePageSchema,
  );
}

/**
 * One block of the schedule, counted from the first page 0 this page saw (`firstPageFrom`, null
 * until it is known): asked for by the page number it has now, or empty once it is over.
 */
export const scheduleBlockQuery = (firstPageFrom: number | null, block: number, serverNow: () => number) =>
  queryOptions({
    queryKey: scheduleKeys.block(firstPageFrom, block),
    queryFn: (): Promise<SchedulePage | null> => {
      const page = firstPageFrom === null ? block : pageForBlock(block, firstPageFrom, serverNow());
      return page === null ? Promise.resolve(null) : getSchedulePage(page);
    },
    // Programs of a block do not change while the page is open.
    staleTime: Infinity,
  });
