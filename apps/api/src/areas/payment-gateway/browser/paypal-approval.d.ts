/** The PayPal approval window's buttons (paypal-approval.js, browser code; browser/README.md). */
export declare function runPayPalApproval(): void;
