import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** The paywall's continuation (ott): an honest empty page until the billing issue lands. */
export default function ContinuePurchasePage() {
  return <SimplePage title={routeDef('continuePurchase').title} />;
}
