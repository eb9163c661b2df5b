/** The embedded gateway's browser tokens (areas/payment-gateway/browser): what a card or PayPal approval left, never the number or CVV. */
export const gatewayTokenTables = {};
