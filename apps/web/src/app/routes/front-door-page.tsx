import { useNavigate } from 'react-router';
import { FrontDoor } from '../../features/accounts/front-door.tsx';
import { FrontDoorPlans } from '../../features/billing/front-door-plans.tsx';
import { rememberPurchase } from '../../features/billing/purchase-memory.ts';
import { HeroArtwork } from '../../features/home/hero-artwork.tsx';
import { heroFacts } from '../../features/home/hero-item.ts';
import { usePromoted } from '../../features/home/api/get-promoted.ts';
import { saveIntendedRoute } from '../../lib/intended-route.ts';
import { href } from '../../lib/routes.ts';
import { useAccountSignInHref } from '../sign-in/account-sign-in-href.ts';

/**
 * The direct variant's signed-out landing, over the key art of home's first featured title
 * (`promoted` is public, so it loads signed out too); until it comes, the stage's own glow.
 * Starting with a plan keeps the choice (Purchase memory, streaming spec section 3) and goes
 * through Create Account to the paywall, where the choice is already made.
 */
export default function FrontDoorPage() {
  const signInHref = useAccountSignInHref();
  const featured = usePromoted().data?.[0];
  const navigate = useNavigate();

  function startWith(productCode: string) {
    rememberPurchase({ purchaseType: 'subscription', productCode, addOns: [], couponCode: null });
    saveIntendedRoute({ name: 'continuePurchase', params: {}, query: {}, hash: '' });
    void navigate(href('createAccount'));
  }

  return (
    <FrontDoor
      artwork={featured && <HeroArtwork images={heroFacts(featured).images} priority />}
      signInHref={signInHref}
      createAccountHref={href('createAccount')}
      plans={<FrontDoorPlans onStart={startWith} />}
    />
  );
}
