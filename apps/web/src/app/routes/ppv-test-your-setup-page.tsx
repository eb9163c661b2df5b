import { ReadinessCheck } from '../../features/ppv/readiness/readiness-check.tsx';
import { useUser } from '../../features/startup/api/get-user.ts';
import { readinessPlayer } from '../player/readiness-player.ts';

/** "Test your setup" (/ppv/test-your-setup): the readiness check, with the app's player and the viewer's sign-in handed in. */
export default function PpvTestYourSetupPage() {
  const signedIn = useUser() !== null;
  return <ReadinessCheck player={readinessPlayer} signedIn={signedIn} />;
}
