/**
 * The steps after choosing a plan, in a chunk of their own: the payment form brings
 * react-hook-form, the card fields and full zod, none of which the paywall needs to show its plans
 * (the page hydrates without them). checkout-flow.tsx asks for this chunk once the viewer points
 * at or focuses the flow.
 */
export { ConfirmStep } from './confirm-step.tsx';
export { DoneStep } from './done-step.tsx';
export { PaymentStep } from './payment-step.tsx';
export { ReviewStep } from './review-step.tsx';
