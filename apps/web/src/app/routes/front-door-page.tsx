import { FrontDoor } from '../../features/accounts/front-door.tsx';
import { HeroArtwork } from '../../features/home/hero-artwork.tsx';
import { heroFacts } from '../../features/home/hero-item.ts';
import { usePromoted } from '../../features/home/api/get-promoted.ts';
import { href } from '../../lib/routes.ts';
import { accountSignInHref } from '../sign-in/account-sign-in-href.ts';

/**
 * The direct variant's signed-out landing, over the key art of home's first featured title
 * (`promoted` is public, so it loads signed out too); until it comes, the stage's own glow.
 */
export default function FrontDoorPage() {
  const featured = usePromoted().data?.[0];
  return (
    <FrontDoor
      artwork={featured && <HeroArtwork images={heroFacts(featured).images} priority />}
      signInHref={accountSignInHref()}
      createAccountHref={href('createAccount')}
    />
  );
}
