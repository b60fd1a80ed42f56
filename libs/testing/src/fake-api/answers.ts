import type { ApiAnswer } from './fake-api.js';

/** An answer with a JSON body (200 unless told). */
export const json =
  (body: unknown, status = 200): ApiAnswer =>
  () =>
    Response.json(body, { status });

/** The API's error body: `{ statusCode, code, message }`. */
export const errorResponse = (status: number, code: string, message: string): Response => Response.json({ statusCode: status, code, message }, { status });

/** 401 AUTHENTICATION_REQUIRED, as the API answers a visitor. */
export const signedOut =
  (message = 'Sign in.'): ApiAnswer =>
  () =>
    errorResponse(401, 'AUTHENTICATION_REQUIRED', message);
