import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../plugins/security-headers.ts';
import { answerProblems, declaredErrorShapes } from './answer-checks.ts';
import type { Operation } from './request-arbitraries.ts';

const TOKEN: Operation = {
  method: 'POST',
  path: '/api/device/token',
  pathParameters: [],
  queryParameters: [],
  errorAnswers: { 400: { type: 'object', properties: { error: { type: 'string', enum: ['invalid_grant'] } }, required: ['error'] } },
};
const declared = declaredErrorShapes([TOKEN]);
const apiError = JSON.stringify({ error: { code: 'error.request.invalid', body: 'The request is not valid.' } });
const check = (url: string, statusCode: number, body: string, headers: Record<string, string> = SECURITY_HEADERS, method = 'GET') =>
  answerProblems({ operation: 'POST /api/device/token', method, url }, { statusCode, headers, body }, [SECURITY_HEADERS], declared);

describe('the fuzz run’s pass rules', () => {
  it('pass an error in the API’s shape with every security header', () => {
    expect(check('/api/user', 400, apiError)).toEqual([]);
  });

  it('fail a 5xx, even in the error shape', () => {
    expect(check('/api/user', 500, apiError)).toEqual(['status 500']);
    expect(check('/api/user', 503, apiError)).toEqual(['status 503']);
  });

  it('fail a 4xx under /api that is not in the spec’s shape, and read /api as the router does', () => {
    expect(check('/api/user', 404, '{"message":"Not Found"}')).toEqual(["404 not in the spec's error shape"]);
    expect(check('/%61pi/user', 400, 'Bad Request')).toEqual(["400 not in the spec's error shape"]);
    expect(check('/series/1', 404, 'Not Found')).toEqual([]);
  });

  it('take the shape an operation declares for that status, and only there', () => {
    expect(check('/api/device/token', 400, '{"error":"invalid_grant"}')).toEqual([]);
    expect(check('/api/device/token', 401, '{"error":"invalid_grant"}')).toEqual(["401 not in the spec's error shape"]);
  });

  it('want OFREP’s shape under /ofrep', () => {
    expect(check('/ofrep/v1/evaluate/flags', 400, '{"errorCode":"PARSE_ERROR","errorDetails":"bad"}')).toEqual([]);
    expect(check('/ofrep/v1/evaluate/flags', 400, apiError)).toEqual(["400 not in the spec's error shape"]);
  });

  it('fail an answer missing a security header or carrying another value', () => {
    const { 'x-content-type-options': _dropped, ...missing } = SECURITY_HEADERS;
    expect(check('/api/user', 200, '{}', missing)).toEqual(['header x-content-type-options: missing']);
    expect(check('/api/user', 200, '{}', { ...SECURITY_HEADERS, 'x-frame-options': 'SAMEORIGIN' })).toEqual(['header x-frame-options: "SAMEORIGIN"']);
  });
});
