import { ACTIVATION_LABELS } from '@stat/contracts';
import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** /activate: the page under the activation dialog (app/activation/activation-host.tsx shows it). */
export default function ActivatePage() {
  return <SimplePage title={routeDef('activate').title} lead={ACTIVATION_LABELS.codeForm.lead} />;
}
