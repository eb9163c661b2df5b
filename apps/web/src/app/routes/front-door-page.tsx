import { routeDef } from '../../lib/routes.ts';
import { SimplePage } from './simple-page.tsx';

/** The direct variant's signed-out landing; the subscription issue adds sign-in and plans. */
export default function FrontDoorPage() {
  return (
    <SimplePage
      title={routeDef('frontDoor').title}
      lead="Premium series, movies, live channels and fights. Subscribe to start watching."
    />
  );
}
