/** Recurly's error types this gateway answers with (api.yaml ErrorTypeEnum); the client picks its error class by them. */
export type RecurlyErrorType =
  | 'bad_request'
  | 'internal_server_error'
  | 'invalid_content_type'
  | 'invalid_api_version'
  | 'invalid_token'
  | 'not_found'
  | 'simultaneous_request'
  | 'transaction'
  | 'unauthorized'
  | 'validation';

/** One problem with one request field, as Recurly names it (`account.email`, `subscriptions[0].plan_code`). */
export interface RecurlyErrorParam {
  param: string;
  message: string;
}

/** A decline's details (api.yaml ErrorMayHaveTransaction.transaction_error). */
export interface TransactionErrorDetails {
  object: 'transaction_error';
  transaction_id: string;
  category: 'soft' | 'hard';
  code: string;
  decline_code: string | null;
  message: string;
  merchant_advice: string;
}

/**
 * An error answer in Recurly's shape, `{ "error": { type, message, params } }` (plus
 * `transaction_error` for a decline): the recurly client raises NotFoundError, ValidationError,
 * TransactionError ... from the type (BaseClient._errorFromResponse).
 */
export class RecurlyError extends Error {
  override name = 'RecurlyError';

  constructor(
    readonly status: number,
    readonly type: RecurlyErrorType,
    message: string,
    readonly params: RecurlyErrorParam[] = [],
    readonly transactionError: TransactionErrorDetails | null = null,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        params: this.params,
        ...(this.transactionError ? { transaction_error: this.transactionError } : {}),
      },
    };
  }
}

/** 404, as Recurly words it: "Couldn't find Account with code = bob". */
export function notFound(resource: string, field: string, value: string): RecurlyError {
  return new RecurlyError(404, 'not_found', `Couldn't find ${resource} with ${field} = ${value}`);
}

/** "subscriptions[0].plan_code" → "Plan code": the field named the way Recurly's messages start. */
function fieldLabel(param: string): string {
  const last = param.split('.').pop()!.replace(/\[\d+\]$/, '').replaceAll('_', ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
}

/** A 422 `validation` error for one field: message "Plan code is invalid", params [{ param, message }]. */
export function invalidField(param: string, message: string): RecurlyError {
  return new RecurlyError(422, 'validation', `${fieldLabel(param)} ${message}`, [{ param, message }]);
}

/** A 422 `validation` error for several fields at once (a body that fails its schema). */
export function invalidFields(params: RecurlyErrorParam[]): RecurlyError {
  return new RecurlyError(422, 'validation', params.map((problem) => `${fieldLabel(problem.param)} ${problem.message}`).join(', '), params);
}

/** A 400 `bad_request`: a query or header the API cannot read at all. */
export function badRequest(message: string): RecurlyError {
  return new RecurlyError(400, 'bad_request', message);
}
