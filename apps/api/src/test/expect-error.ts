import { expect } from 'vitest';
import { apiErrorResponseSchema } from '@stat/contracts';

type Answer = { statusCode: number; json: () => unknown };

/** Asserts an answer in the API's error shape, with this status and code (and body); gives the error. */
export function expectError(response: Answer, status: number, code: string, body?: string) {
  expect(response.statusCode).toBe(status);
  const { error } = apiErrorResponseSchema.parse(response.json());
  expect(error.code).toBe(code);
  if (body) expect(error.body).toBe(body);
  return error;
}
