import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { visitorState } from '@stat/contracts';
import { Loader } from '../../components/ui/loader.tsx';
import { providerSignInUrl } from '../../features/provider-picker/provider-search.ts';
import { useDictionary } from '../../features/startup/api/get-dictionary.ts';
import { useUser } from '../../features/startup/api/get-user.ts';
import type { PageProps } from '../../lib/routes.ts';
import { href, routeDef } from '../../lib/routes.ts';
import { signInReturnPage } from '../sign-in/landing.ts';

/**
 * A deep link to one provider's sign-in (/tvp/{msoId}): a signed-out visitor goes straight to
 * that provider, to come back to the intended route or home; a signed-in one goes home; an id
 * the dictionary does not know is not found.
 */
export default function MsoLoginPage({ params }: PageProps<'msoLogin'>) {
  const provider = useDictionary().msos.find((mso) => mso.id === params.msoId);
  const signedIn = visitorState(useUser()) !== 'signedOut';
  const leaving = !signedIn && provider !== undefined;

  useEffect(() => {
    if (!leaving) return;
    // Replace: coming back from the provider must not land on this redirect again.
    location.replace(providerSignInUrl(provider.authURL, signInReturnPage()));
  }, [leaving, provider]);

  if (signedIn) return <Navigate to={href('home')} replace />;
  if (!provider) return <Navigate to={href('notFound')} replace />;
  return <Loader position="relative" label={routeDef('msoLogin').title} />;
}
