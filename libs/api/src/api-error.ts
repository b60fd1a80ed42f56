import type { ErrorBody } from '@invest/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A failed API call as the front sees it. `message` is `<status>: <body text or status text>`
 * (product §8); `code` is the parsed ErrorBody code when the body is one. `status` 0 = no answer.
 */
export interface ApiError {
  status: number;
  message: string;
  code?: string;
  body?: ErrorBody;
}

/** `<status>: <body text>`, or the status text when the body is empty. */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}

/** The ErrorBody inside a response text, if it is one. */
export function parseErrorBody(text: string): ErrorBody | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as ErrorBody).code === 'string' && typeof (value as ErrorBody).message === 'string') {
      return value as ErrorBody;
    }
  } catch {
    // Not JSON: the text is still the message.
  }
  return undefined;
}

/** Normalise an HTTP failure. */
export function normaliseHttpError(status: number, bodyText: string, statusText: string): ApiError {
  const body = parseErrorBody(bodyText);
  const error: ApiError = { status, message: httpErrorMessage(status, bodyText, statusText) };
  if (body) {
    error.code = body.code;
    error.body = body;
  }
  return error;
}

function textOf(data: unknown): string {
  if (data === undefined || data === null) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** Normalise any fetchBaseQuery error (HTTP status, network failure, timeout, parse error). */
export function toApiError(error: FetchBaseQueryError, statusText = ''): ApiError {
  if (typeof error.status === 'number') return normaliseHttpError(error.status, textOf(error.data), statusText);
  switch (error.status) {
    case 'PARSING_ERROR':
      return normaliseHttpError(error.originalStatus, textOf(error.data), statusText);
    case 'TIMEOUT_ERROR':
      return { status: 0, message: `Request timed out: ${error.error}` };
    case 'FETCH_ERROR':
      return { status: 0, message: `Network error: ${error.error}` };
    case 'CUSTOM_ERROR':
    default:
      return { status: 0, message: error.error };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).status === 'number' && typeof (value as ApiError).message === 'string';
}

/** The message to show for anything thrown or returned as an error (toasts, alerts). */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Whether an error carries a code, as parsed or anywhere in its message (product §8: "containing"). */
export function hasErrorCode(error: unknown, code: string): boolean {
  if (isApiError(error)) return error.code === code || error.message.includes(code);
  return errorMessage(error).includes(code);
}

/** The server's own message of a failed call (its ErrorBody's), when it sent one that says something. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.body?.message ? error.body.message : undefined;
}
