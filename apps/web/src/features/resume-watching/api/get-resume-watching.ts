import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResumeItem } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { resumeWatchingKeys } from './resume-watching-queries.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** GET resumewatching: what the viewer has started, most recent first. */
export async function getResumeWatching(): Promise<ResumeItem[]> {
  return (await parseAnswer(api.get('resumewatching'), import('@stat/contracts/catalogue-schemas'), (s) => s.resumeWatchingSchema)).items;
}

export const resumeWatchingQuery = () =>
  queryOptions({ queryKey: resumeWatchingKeys.list(), queryFn: getResumeWatching, staleTime: 30_000 });

/** The shelf's items for a signed-in viewer; never asked for when signed out. */
export function useResumeWatching(signedIn: boolean) {
  return useQuery({ ...resumeWatchingQuery(), enabled: signedIn });
}
