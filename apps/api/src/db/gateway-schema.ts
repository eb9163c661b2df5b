/** The embedded payment gateway's own tables (areas/payment-gateway): accounts, billing info, subscriptions, invoices, transactions, plans, coupons, gift cards. */
export const gatewayTables = {};
