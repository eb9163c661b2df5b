import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

// Pay-per-view and direct-billing pages: honest empty pages until their issues land; kept in
// their own chunk so billing code never joins the first load.

export function PpvPage() {
  return <SimplePage title={routeDef('ppv').title} />;
}

export function ContinuePurchasePage() {
  return <SimplePage title={routeDef('continuePurchase').title} />;
}

export function GiftRedemptionPage() {
  return <SimplePage title={routeDef('giftRedemption').title} />;
}
