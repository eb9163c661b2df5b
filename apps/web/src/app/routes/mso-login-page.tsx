import type { PageProps } from '../../lib/routes.ts';
import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** A provider's own sign-in landing (/tvp/{msoId}): names the provider when the dictionary knows it. */
export default function MsoLoginPage({ params }: PageProps<'msoLogin'>) {
  const provider = useDictionary().msos.find((mso) => mso.id === params.msoId);
  return <SimplePage title={routeDef('msoLogin').title} lead={provider?.logInText ?? `Provider ${params.msoId}`} />;
}
