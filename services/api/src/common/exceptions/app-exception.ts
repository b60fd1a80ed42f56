import { HttpException } from '@nestjs/common';
import type { ErrorBody, ErrorCode, FieldError } from '@invest/contracts';

/**
 * An HTTP failure that already carries the body of the API's one error shape, plus any headers
 * the answer needs (Retry-After on 429).
 */
export class AppException extends HttpException {
  readonly body: ErrorBody;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, code: ErrorCode, message: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    const body: ErrorBody = { statusCode, code, message, ...(options.errors ? { errors: options.errors } : {}) };
    super(body, statusCode);
    this.body = body;
    this.headers = options.headers ?? {};
  }
}
