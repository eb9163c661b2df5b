import { ERROR_CODES, formatPrice, PLAYER_LABELS, PPV_CHANNEL_LABELS } from '@stat/contracts';
import { Button } from '../../../components/ui/button.tsx';
import type { PlaybackPhase } from '../use-playback.ts';
import styles from './overlays.module.css';
import type { ApiError } from '../../../lib/api-error.ts';
import { useViewerFormat, viewerDateFormat } from '../../../lib/viewer-format.ts';

/** What the viewer can do about a refusal: sign in, Viewing Restrictions, the upsell, or buy the pay-per-view event. */
export interface RefusalFixes {
  onSignIn: () => void;
  viewingRestrictionsHref: string;
  /** Null where there is no upsell to show (the direct variant sells on its paywall). */
  onUpsell: (() => void) | null;
  /** The pay-per-view event page's purchase section. */
  buyPpvHref: string;
}

/** When a pay-per-view window opens, in the viewer's own time. */
const openingTime = viewerDateFormat({ dateStyle: 'medium', timeStyle: 'short' });

type Problem = Extract<PlaybackPhase, { kind: 'refused' } | { kind: 'failed' }>;

function FixFor({ error, fixes }: { error: ApiError; fixes: RefusalFixes }) {
  const format = useViewerFormat();
  switch (error.code) {
    case ERROR_CODES.playbackSignInRequired:
      return (
        <Button onClick={fixes.onSignIn}>{PLAYER_LABELS.refusalFix.signIn}</Button>
      );
    case ERROR_CODES.playbackRestricted:
      return (
        <Button to={fixes.viewingRestrictionsHref}>{PLAYER_LABELS.refusalFix.viewingRestrictions}</Button>
      );
    case ERROR_CODES.playbackNotInPackage:
      return fixes.onUpsell ? (
        <Button onClick={fixes.onUpsell}>{PLAYER_LABELS.refusalFix.upsell}</Button>
      ) : null;
    case ERROR_CODES.ppvNotBought:
      return error.priceInCents === undefined ? null : (
        <Button to={fixes.buyPpvHref}>{PPV_CHANNEL_LABELS.buyToWatch(formatPrice(error.priceInCents))}</Button>
      );
    case ERROR_CODES.ppvNotOpen:
      return error.opensAt === undefined ? null : <p className={styles.problemBody}>{PPV_CHANNEL_LABELS.opensAt(openingTime(format).format(error.opensAt))}</p>;
    default:
      return null;
  }
}

/**
 * Why nothing plays, in plain words, with the way out: the server's reason for a refusal and
 * its fix; the spec's three setup errors with what to do; a network failure with Try again.
 */
export function ProblemPanel({ problem, fixes, onRetry }: { problem: Problem; fixes: RefusalFixes; onRetry: () => void }) {
  const { heading, body, code } =
    problem.kind === 'refused'
      ? { heading: PLAYER_LABELS.refusedHeading, body: problem.error.body, code: null }
      : problem.problem.kind === 'setup'
        ? { ...PLAYER_LABELS.problems[problem.problem.error], code: null }
        : problem.problem.kind === 'network'
          ? { ...PLAYER_LABELS.networkProblem, code: null }
          : { ...PLAYER_LABELS.otherProblem, code: PLAYER_LABELS.otherProblem.code(problem.problem.code) };
  const retry = problem.kind === 'failed' && problem.problem.kind !== 'setup';
  return (
    <div className={styles.problem} role="alert">
      <h2 className={styles.problemHeading}>{heading}</h2>
      <p className={styles.problemBody}>{body}</p>
      {code && <p className={styles.problemCode}>{code}</p>}
      <div className={styles.actions}>
        {problem.kind === 'refused' && <FixFor error={problem.error} fixes={fixes} />}
        {retry && (
          <Button onClick={onRetry}>{PLAYER_LABELS.tryAgain}</Button>
        )}
      </div>
    </div>
  );
}
