import { useId, useState, type FormEvent } from 'react';
import { CANCELLATION_LABELS, EXIT_SURVEY, SURVEY_RATINGS, type CancelReasonId, type SurveyReply } from '@stat/contracts';
import { Button } from '../../components/ui/button.tsx';
import { useSendQuestionnaire } from './api/send-questionnaire.ts';
import styles from './cancellation.module.css';

const L = CANCELLATION_LABELS;

interface ExitSurveyProps {
  /** The reason picked: its questions are asked, and it is the survey's category. */
  category: CancelReasonId;
  onSent: () => void;
  onSkip: () => void;
}

/** The optional exit survey (streaming spec sections 4, 9): the reason's questions, each rated 1 to 5. */
export function ExitSurvey({ category, onSent, onSkip }: ExitSurveyProps) {
  const questions = EXIT_SURVEY[category];
  const [ratings, setRatings] = useState<Partial<Record<string, SurveyReply>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendQuestionnaire();
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answered = questions.flatMap((question) => {
      const reply = ratings[question.id];
      return reply ? [{ id: question.id, prompt: question.prompt, responses: [{ reply }] }] : [];
    });
    // Nothing rated is nothing to say: the same as "No thanks".
    if (!answered.length) return onSkip();
    const result = await send.mutateAsync({ category, questions: answered });
    if (!result.ok) return setFailure(result.error.body);
    onSent();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h4 id={titleId} className={styles.surveyTitle}>
        {L.surveyTitle}
      </h4>
      {questions.map((question) => (
        <fieldset key={question.id} className={styles.rating}>
          <legend className={styles.legend}>{question.prompt}</legend>
          <div className={styles.scale}>
            {SURVEY_RATINGS.map((rating) => (
              <label key={rating.reply} className={styles.choice}>
                <input
                  type="radio"
                  name={question.id}
                  value={rating.reply}
                  checked={ratings[question.id] === rating.reply}
                  onChange={() => setRatings((current) => ({ ...current, [question.id]: rating.reply }))}
                />
                <span>
                  {rating.reply} {rating.label}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={send.isPending}>
          {L.surveySend}
        </Button>
        <Button variant="secondary" onClick={onSkip} disabled={send.isPending}>
          {L.surveySkip}
        </Button>
      </div>
    </form>
  );
}
