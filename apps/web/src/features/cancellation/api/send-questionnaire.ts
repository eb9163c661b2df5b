import { useMutation } from '@tanstack/react-query';
import { questionnaireAnswerSchema } from '@stat/contracts';
import type { QuestionnaireRequest } from '@stat/contracts';
import { api } from '../../../lib/api-client.ts';
import { asResult } from '../../../lib/api-result.ts';

/** POST questionnaire: the exit survey's ratings. */
export async function sendQuestionnaire(request: QuestionnaireRequest): Promise<{ id: string }> {
  return questionnaireAnswerSchema.parse(await api.post('questionnaire', request));
}

export function useSendQuestionnaire() {
  return useMutation({ mutationFn: (request: QuestionnaireRequest) => asResult(sendQuestionnaire(request)) });
}
