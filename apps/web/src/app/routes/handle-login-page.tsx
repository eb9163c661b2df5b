import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** Where a TV provider returns the browser after sign-in; the sign-in issue completes it. */
export default function HandleLoginPage() {
  return <SimplePage title={routeDef('handleLogin').title} />;
}
