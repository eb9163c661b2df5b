import type { PageProps } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function CuratedListDetailPage({ params }: PageProps<'curatedListDetail'>) {
  return <SimplePage title={`Collection ${params.id}`} />;
}
