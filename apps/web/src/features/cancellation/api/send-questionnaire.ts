import { useMutation } from '@tanstack/react-query';
import type { QuestionnaireRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

/** POST questionnaire: the exit survey's ratings. */
export async function sendQuestionnaire(request: QuestionnaireRequest): Promise<{ id: string }> {
  return parseAnswer(api.post('questionnaire', request), import('@stat/contracts/cancellation-schemas'), (s) => s.questionnaireAnswerSchema);
}

export function useSendQuestionnaire() {
  return useMutation({ mutationFn: (request: QuestionnaireRequest) => asResult(sendQuestionnaire(request)) });
}
