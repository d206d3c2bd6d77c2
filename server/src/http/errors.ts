// The one error shape of every API answer, `{ error: { code, message, details? } }`: the error
// type handlers throw, the helpers every module builds its errors with (one per status), and the
// handlers that turn anything thrown into that shape.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ApiErrorCode } from '@shared/api-error';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

export function unauthorized(message = 'Sign in to continue.'): ApiError {
  return new ApiError(401, 'unauthorized', message);
}

export function forbidden(message: string): ApiError {
  return new ApiError(403, 'forbidden', message);
}

export function validationFailed(message: string, details?: unknown): ApiError {
  return new ApiError(400, 'validation_failed', message, details);
}

/** 404 for a target outside the caller's tenant, worded as if it did not exist at all. */
export function notFoundInTenant(what: string, id: string): ApiError {
  return new ApiError(404, 'not_found', `There is no ${what} ${id} in this tenant.`);
}

/** 404 for anything else that is absent; `message` says what. */
export function notFoundError(message: string): ApiError {
  return new ApiError(404, 'not_found', message);
}

/** 409: a name taken, or a change that would break a rule (the last administrator, yourself). */
export function conflict(message: string): ApiError {
  return new ApiError(409, 'conflict', message);
}

/** The constraint a write broke when it hit a unique index (both engines report it). */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  if (!('code' in error) || error.code !== '23505') return null;
  return 'constraint' in error && typeof error.constraint === 'string' ? error.constraint : '';
}

/** Whether a delete hit a foreign key: rows elsewhere still name the row (both engines say so). */
export function foreignKeyViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23503';
}

const CODE_BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  429: 'rate_limited',
};

/** Fastify's own client errors (bad JSON, wrong content type, body too large …) keep their status. */
function fromClientError(statusCode: number, fastifyCode: unknown, message: string): ApiError {
  if (fastifyCode === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return validationFailed('The request body is not valid JSON.');
  }
  return new ApiError(statusCode, CODE_BY_STATUS[statusCode] ?? 'validation_failed', message);
}

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && 'statusCode' in error) {
    const { statusCode } = error;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return fromClientError(statusCode, 'code' in error ? error.code : undefined, error.message);
    }
  }
  return null;
}

/** For `setErrorHandler`: client errors as they are; anything else is logged and hidden. */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError !== null) {
    void reply.code(apiError.statusCode).send(apiError.toBody());
    return;
  }
  request.log.error({ err: error }, 'unexpected error');
  const internal = new ApiError(
    500,
    'internal',
    'Something went wrong on the server. Please try again.',
  );
  void reply.code(500).send(internal.toBody());
}

export function notFound(request: FastifyRequest): ApiError {
  const path = request.url.split('?', 1)[0] ?? request.url;
  return new ApiError(404, 'not_found', `There is nothing at ${request.method} ${path}.`);
}
