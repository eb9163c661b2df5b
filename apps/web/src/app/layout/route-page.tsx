import { Suspense, useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { Loader } from '../../components/ui/loader.tsx';
import type { RouteData } from '../route-loader.ts';
import { documentTitle } from './document-title.ts';

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
