import { serverUncaughtError } from '@stat/contracts';
import type { Modal } from '@stat/contracts';
import { ApiError } from '../../lib/api-error.ts';

/** Modals the showcase opens; each exercises one rule of the generic modal (shell spec section 4). */
export const DEMO_MODALS = {
  /** Five buttons in: 'Maybe Later' and 'Learn More' are dropped (no route, no keyword). */
  plain: {
    title: 'Update Your Preferences',
    body: 'Only buttons with a route or a known label are kept. The first one is primary.',
    buttons: [
      { label: 'Continue' },
      { label: 'Maybe Later' },
      { label: 'Open Settings', route: 'settings' },
      { label: 'parentalcontrols' },
      { label: 'Learn More' },
    ],
  },
  /** No button survives the filter, so a single OK shows. */
  fallback: {
    title: 'Nothing to Choose',
    body: 'None of this modal’s buttons are allowed, so it offers a single OK.',
    buttons: [{ label: 'Dismiss' }, { label: 'Remind Me' }],
  },
  confirmation: {
    title: 'Please Confirm',
    body: 'Esc and a click outside do not close this modal, and it has no close icon. Choose a button.',
    buttons: [{ label: 'Continue' }, { label: 'login' }],
    requireConfirmation: true,
  },
  loading: {
    title: 'Checking Your Account',
    body: 'This text is replaced by a loader while the modal is loading.',
    loading: true,
  },
} satisfies Record<string, Modal>;

/** The API error the showcase opens: what the wrapper produces for an HTTP 503 without a body. */
export const DEMO_API_ERROR = new ApiError(serverUncaughtError(503, 'Service Unavailable'), 503);
