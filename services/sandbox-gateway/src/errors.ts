/**
 * Razorpay's error answer: `{ error: { code, description, field, source, step, reason, metadata } }` with HTTP 400
 * for bad input (and for an unknown id), 401 for bad credentials.
 */
export interface GatewayErrorDetails {
  code: 'BAD_REQUEST_ERROR' | 'GATEWAY_ERROR' | 'SERVER_ERROR';
  description: string;
  field?: string | null;
  source: string;
  step: string;
  reason: string;
  metadata: Record<string, string>;
}

export interface GatewayErrorBody {
  error: GatewayErrorDetails;
}

/** Thrown by a route; the server's error handler answers `statusCode` with `body`. */
export class GatewayError extends Error {
  readonly statusCode: number;
  readonly body: GatewayErrorBody;

  constructor(statusCode: number, details: GatewayErrorDetails) {
    super(details.description);
    this.name = 'GatewayError';
    this.statusCode = statusCode;
    this.body = { error: details };
  }
}

/** 400 for a request the merchant (or the checkout) got wrong, optionally naming the field. */
export function badRequest(description: string, field?: string): GatewayError {
  return new GatewayError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    ...(field ? { field } : {}),
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  });
}

/** 400 for a request the customer got wrong in the checkout (card number, expiry, CVV, UPI ID). */
export function customerInputError(description: string, field: string): GatewayError {
  return new GatewayError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    field,
    source: 'customer',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  });
}

/** Razorpay answers an id it does not know with 400, not 404. */
export function unknownId(field = 'id'): GatewayError {
  return new GatewayError(400, {
    code: 'BAD_REQUEST_ERROR',
    description: 'The id provided does not exist',
    field,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
  });
}

export function authenticationFailed(): GatewayError {
  return new GatewayError(401, {
    code: 'BAD_REQUEST_ERROR',
    description: 'Authentication failed',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
}

export function notFound(): GatewayError {
  return new GatewayError(404, {
    code: 'BAD_REQUEST_ERROR',
    description: 'The requested URL was not found on the server.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
}

export function serverError(): GatewayError {
  return new GatewayError(500, {
    code: 'SERVER_ERROR',
    description: 'The server encountered an error. The incident has been reported to admins.',
    source: 'NA',
    step: 'NA',
    reason: 'NA',
    metadata: {},
  });
}
