import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function TermsPage({ params }: PageProps<'tou'>) {
  return <SimplePage title={routeDef('tou').title} lead={params.subSection ? `Section: ${params.subSection}` : undefined} />;
}
