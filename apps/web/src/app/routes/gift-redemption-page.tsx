import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Gift redemption (ott): an honest empty page until the billing issue lands. */
export default function GiftRedemptionPage() {
  return <SimplePage title={routeDef('giftRedemption').title} />;
}
