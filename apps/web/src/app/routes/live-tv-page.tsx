import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** The live schedule, optionally of one channel (only the known channel ids reach it). */
export default function LiveTvPage({ params }: PageProps<'liveTV'>) {
  return <SimplePage title={routeDef('liveTV').title} lead={params.channel ? `Channel ${params.channel}` : undefined} />;
}
