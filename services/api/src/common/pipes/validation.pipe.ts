import { type ArgumentMetadata, HttpException, ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorCode, type FieldError } from '@invest/contracts';
import { AppException } from '../exceptions/app-exception.js';

function readableMessages(field: string, constraints: Record<string, string>): string[] {
  return Object.entries(constraints).map(([name, message]) => (name === 'whitelistValidation' ? `Unknown field "${field}" is not allowed.` : message));
}

/** Flattens class-validator's tree into `[{ field: 'a.b', messages }]`. */
export function toFieldErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own: FieldError[] = error.constraints ? [{ field, messages: readableMessages(field, error.constraints) }] : [];
    return [...own, ...toFieldErrors(error.children ?? [], field)];
  });
}

/** One readable sentence: the first message of each field, in order. */
export function summarise(fields: FieldError[]): string {
  const firsts = fields.map((field) => field.messages[0]).filter((m): m is string => Boolean(m));
  return firsts.length > 0 ? firsts.join(' ') : 'The request is not valid.';
}

/**
 * A validator that throws on a strange value (class-validator 0.15's IsNumber with maxDecimalPlaces throws a
 * TypeError on 5e-324 or 1e-7, whose text has no decimal point) is a bad value, not a server fault: 400.
 */
class SafeValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      throw new AppException(
        400,
        ErrorCode.ValidationFailed,
        'A value of the request could not be checked: send numbers in plain decimal notation (for example 1500.50).',
      );
    }
  }
}

/** The global pipe: whitelist, forbid unknown fields, transform; failures as VALIDATION_FAILED. */
export function createValidationPipe(): ValidationPipe {
  return new SafeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // One message per field: the first failed rule (rules are declared most basic first).
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const fields = toFieldErrors(errors);
      return new AppException(400, ErrorCode.ValidationFailed, summarise(fields), { errors: fields });
    },
  });
}
