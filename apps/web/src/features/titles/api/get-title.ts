import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Title, TitleId } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { orNotFound } from '../../../lib/or-not-found.ts';
import { titleKeys } from './title-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET titles/{id}: a movie, fight or episode; null when there is no such title. */
export function getTitle(id: TitleId): Promise<Title | null> {
  return orNotFound(async () => parseAnswer(api.get(`titles/${id}`), import('@stat/contracts/catalogue-schemas'), (s) => s.titleSchema));
}

export const titleQuery = (id: TitleId) =>
  queryOptions({ queryKey: titleKeys.title(id), queryFn: () => getTitle(id), staleTime: 5 * 60_000 });

export function useTitle(id: TitleId): Title | null {
  return useSuspenseQuery(titleQuery(id)).data;
}
