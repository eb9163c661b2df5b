import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function GiftTermsPage({ params }: PageProps<'gift'>) {
  return <SimplePage title={routeDef('gift').title} lead={params.subSection ? `Section: ${params.subSection}` : undefined} />;
}
