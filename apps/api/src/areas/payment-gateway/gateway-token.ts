/**
 * What the gateway's card fields or PayPal approval leave behind for one purchase: a one-time
 * token (Recurly's `token_id`), with only what may be kept of the card (brand, last four, expiry),
 * never its number or CVV. The browser side (browser/) makes them; billing info consumes them.
 */
export type GatewayToken =
  | {
      id: string;
      kind: 'card';
      /** Recurly's card_type names: 'Visa', 'MasterCard', 'American Express', 'Discover' ... */
      cardType: string;
      firstSix: string;
      lastFour: string;
      expMonth: number;
      expYear: number;
      firstName: string | null;
      lastName: string | null;
      postalCode: string | null;
      /** How the test card behaves at charge time (README's test cards), derived from its number when tokenised. */
      behaviour: CardBehaviour;
    }
  | {
      id: string;
      kind: 'paypal';
      /** The approving buyer (the demo buyer buyer@paypal.test) and the billing agreement it gave. */
      email: string;
      billingAgreementId: string;
      firstName: string | null;
      lastName: string | null;
      postalCode: string | null;
      behaviour: 'approve';
    };

/** approve; decline now; approve now and decline at the next renewal (4000 0000 0000 0341). */
export type CardBehaviour = 'approve' | 'decline' | 'decline_at_renewal';

/** The gateway reads tokens through this; each is used once (a second consume finds nothing). */
export interface GatewayTokenStore {
  /** The token, marked used; null when unknown, expired or used already. */
  consume(id: string): Promise<GatewayToken | null>;
}
