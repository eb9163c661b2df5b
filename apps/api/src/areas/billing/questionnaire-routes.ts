import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorResponseSchema,
  CANCELLATION_ERROR_CODES,
  CANCELLATION_MESSAGES,
  EXIT_SURVEY,
  questionnaireAnswerSchema,
  questionnaireRequestSchema,
  type QuestionnaireRequest,
} from '@stat/contracts';
import { signedOutResponse, stateChangingErrorResponses } from '../../lib/error-responses.ts';
import { sendApiError } from '../../plugins/api-error.ts';
import { createCancellationRepository } from './cancellation-repository.ts';

/** Whether every question sent is one the survey asks for this reason, in its words, each once. */
export function matchesSurvey(survey: QuestionnaireRequest): boolean {
  const asked = EXIT_SURVEY[survey.category];
  const ids = survey.questions.map((question) => question.id);
  return (
    new Set(ids).size === ids.length &&
    survey.questions.every((question) => asked.some((entry) => entry.id === question.id && entry.prompt === question.prompt))
  );
}

/** The exit survey (streaming spec sections 4, 7, 9): `POST questionnaire` keeps the answers. */
const questionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const records = createCancellationRepository(app.database.db);

  app.post(
    '/api/questionnaire',
    {
      config: { viewer: 'required', browserOnly: true },
      schema: {
        tags: ['billing'],
        summary: "The exit survey's answers: the reason's questions, each rated 1 to 5",
        body: questionnaireRequestSchema,
        response: {
          200: questionnaireAnswerSchema,
          ...stateChangingErrorResponses,
          ...signedOutResponse,
          422: apiErrorResponseSchema.describe('A question the survey does not ask for this reason: error.questionnaire.mismatch'),
        },
      },
    },
    async (request, reply) => {
      const { user } = request.signedInViewer();
      if (!matchesSurvey(request.body)) {
        return sendApiError(reply, 422, { code: CANCELLATION_ERROR_CODES.surveyMismatch, body: CANCELLATION_MESSAGES.surveyMismatch });
      }
      return { id: await records.saveQuestionnaire(user.tveUserId, request.body) };
    },
  );
};
export default questionnaireRoutes;
