import { Suspense, useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { APP_LABELS } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import type { RouteData } from '../route-loader.ts';

/** "<Page> | STAT" for the route on screen. */
function documentTitle(title: string): string {
  return `${title} | ${APP_LABELS.brandName}`;
}

/** Renders the page of the named route the loader resolved (on desktop, a play route's is the global player). */
export function RoutePage() {
  const { def, params, query, Page } = useLoaderData() as RouteData;

  useEffect(() => {
    document.title = documentTitle(def.title);
  }, [def.title]);

  return (
    <Suspense fallback={<Loader position="relative" />}>
      <Page params={params} query={query} />
    </Suspense>
  );
}
