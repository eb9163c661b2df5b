import { ERROR_CODES, PLAYER_LABELS } from '@stat/contracts';
import { fixExplanation, PlayFixAction, type PlayFixActions } from '../../../components/play-fix/play-fix-action.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { PlaybackPhase } from '../use-playback.ts';
import styles from './overlays.module.css';

type Problem = Extract<PlaybackPhase, { kind: 'refused' } | { kind: 'failed' }>;

/**
 * Why nothing plays, in plain words, with the way out: the server's reason for a refusal and
 * its fix; the spec's three setup errors with what to do; a network failure with Try again.
 */
export function ProblemPanel({ problem, fixes, onRetry }: { problem: Problem; fixes: PlayFixActions; onRetry: () => void }) {
  const { heading, body, code } =
    problem.kind === 'refused'
      ? { heading: PLAYER_LABELS.refusedHeading, body: problem.error.body, code: null }
      : problem.problem.kind === 'setup'
        ? { ...PLAYER_LABELS.problems[problem.problem.error], code: null }
        : problem.problem.kind === 'network'
          ? { ...PLAYER_LABELS.networkProblem, code: null }
          : { ...PLAYER_LABELS.otherProblem, code: PLAYER_LABELS.otherProblem.code(problem.problem.code) };
  // A stream stopped from another device plays again here when asked (it may then stop another).
  const retry = problem.kind === 'failed' ? problem.problem.kind !== 'setup' : problem.error.code === ERROR_CODES.playbackStreamStopped;
  // Once another device's stream is stopped, the play is tried again.
  const actions: PlayFixActions = { ...fixes, onStopStream: (id) => fixes.onStopStream(id).then(onRetry) };
  return (
    <div className={styles.problem} role="alert">
      <h2 className={styles.problemHeading}>{heading}</h2>
      <p className={styles.problemBody}>{body}</p>
      {problem.kind === 'refused' &&
        fixExplanation(problem.error.fix ?? null).map((line) => (
          <p key={line} className={styles.problemBody}>
            {line}
          </p>
        ))}
      {code && <p className={styles.problemCode}>{code}</p>}
      <div className={styles.actions}>
        {problem.kind === 'refused' && problem.error.fix && <PlayFixAction fix={problem.error.fix} actions={actions} />}
        {retry && (
          <Button onClick={onRetry}>{PLAYER_LABELS.tryAgain}</Button>
        )}
      </div>
    </div>
  );
}
