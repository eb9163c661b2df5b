import type { PageProps } from '../../lib/routes.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

export default function CategoryPage({ params }: PageProps<'category'>) {
  const slugs = [params.categorySlug, params.subCategorySlug].filter(Boolean).join(' / ');
  return <SimplePage title={routeDef('category').title} lead={slugs} />;
}
