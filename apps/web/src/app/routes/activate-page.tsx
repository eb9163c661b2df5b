import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Device activation entry; the activation issue brings the code form and its dialogs. */
export default function ActivatePage() {
  return (
    <SimplePage
      title={routeDef('activate').title}
      lead="Enter the code shown on your TV to watch STAT there. The activation form arrives with device activation."
    />
  );
}
