import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { AppException } from '../exceptions/app-exception.js';
import { RateLimitedException, describeWait } from '../exceptions/rate-limited.exception.js';
import { DatabaseUnavailableError } from './database-unavailable.js';
import { toErrorResponse } from './to-error-response.js';

describe('toErrorResponse', () => {
  it('passes an AppException through, with its headers', () => {
    const response = toErrorResponse(new RateLimitedException(90, 'Too many.'));
    expect(response.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many. Please try again in 2 minutes.' });
    expect(response.headers).toEqual({ 'retry-after': '90' });
    expect(toErrorResponse(new AppException(403, 'FORBIDDEN', 'No.')).body).toEqual({ statusCode: 403, code: 'FORBIDDEN', message: 'No.' });
  });

  it('maps Nest HTTP exceptions by status, rewording route 404s without the query', () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /api/x?phone=9876543210')).body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'No route GET /api/x.',
    });
    expect(toErrorResponse(new BadRequestException('Bad thing')).body).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST', message: 'Bad thing' });
  });

  it('maps Fastify body errors (413, malformed JSON) whether raw or wrapped by Nest', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 });
    expect(toErrorResponse(tooLarge).body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    const badJson = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(toErrorResponse(new HttpException('x', 400, { cause: badJson })).body).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
  });

  it('answers 503 when the database is unreachable', () => {
    const refused = Object.assign(new Error('query failed'), { driverError: { code: 'ECONNREFUSED' } });
    for (const error of [new DatabaseUnavailableError('closed'), refused, new Error('Pool is closed.')]) {
      const response = toErrorResponse(error);
      expect(response.body).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(response.serverFault).toBe(true);
    }
  });

  it('answers 500 for anything else, without its message or stack', () => {
    const response = toErrorResponse(new TypeError('secret internal detail'));
    expect(response.body).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
    expect(toErrorResponse('a string').body.statusCode).toBe(500);
    expect(toErrorResponse(new HttpException('oops', 502)).body.statusCode).toBe(500);
  });
});

describe('describeWait', () => {
  it('words seconds and whole minutes', () => {
    expect(describeWait(1)).toBe('1 second');
    expect(describeWait(45)).toBe('45 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
    expect(describeWait(720)).toBe('12 minutes');
  });
});
