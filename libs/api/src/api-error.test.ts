import { describe, expect, it } from '@jest/globals';
import { errorMessage, hasErrorCode, normaliseHttpError, serverMessage, toApiError } from './api-error.js';

describe('normaliseHttpError', () => {
  it('is "<status>: <body text>"', () => {
    expect(normaliseHttpError(500, 'body text', 'Internal Server Error')).toEqual({ status: 500, message: '500: body text' });
  });

  it('uses the status text when the body is empty', () => {
    expect(normaliseHttpError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it('keeps the raw JSON text in the message and exposes the parsed code', () => {
    const text = JSON.stringify({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in first' });
    const error = normaliseHttpError(401, text, 'Unauthorized');
    expect(error.message).toBe(`401: ${text}`);
    expect(error.code).toBe('AUTHENTICATION_REQUIRED');
    expect(error.body?.message).toBe('Sign in first');
    expect(hasErrorCode(error, 'AUTHENTICATION_REQUIRED')).toBe(true);
    expect(hasErrorCode(error, 'KYC_VERIFICATION_REQUIRED')).toBe(false);
  });

  it('does not invent a code for JSON that is not an ErrorBody', () => {
    expect(normaliseHttpError(400, '{"foo":1}', 'Bad Request').code).toBeUndefined();
  });
});

describe('toApiError', () => {
  it('maps network failures to status 0', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 0,
      message: 'Network error: TypeError: Failed to fetch',
    });
  });

  it('keeps the original status of a parsing error', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 503, data: 'down', error: 'x' }).message).toBe('503: down');
  });

  it('serialises object bodies', () => {
    expect(toApiError({ status: 404, data: { code: 'NOT_FOUND', message: 'nope', statusCode: 404 } }).code).toBe('NOT_FOUND');
  });
});

describe('errorMessage', () => {
  it('reads ApiError, Error and anything else', () => {
    expect(errorMessage({ status: 500, message: '500: x' })).toBe('500: x');
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain')).toBe('plain');
  });
});

describe('serverMessage', () => {
  it("is the server's own message of a failed call", () => {
    const refusal = {
      status: 400,
      message: '400: Bad Request',
      body: { statusCode: 400, code: 'OTP_INVALID', message: 'Invalid or expired OTP. Please check the code or request a new OTP.' },
    };
    expect(serverMessage(refusal)).toBe('Invalid or expired OTP. Please check the code or request a new OTP.');
  });

  it('is nothing when the call failed without an answer (network, thrown error) or the body says nothing', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(serverMessage({ status: 502, message: 'Bad Gateway' })).toBeUndefined();
    expect(serverMessage({ status: 400, message: '400: Bad Request', body: { statusCode: 400, code: 'X', message: '' } })).toBeUndefined();
  });
});
