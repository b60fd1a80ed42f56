import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ErrorCode, type FieldError } from '@invest/contracts';
import { AppException } from '../exceptions/app-exception.js';

function readableMessages(field: string, constraints: Record<string, string>): string[] {
  return Object.entries(constraints).map(([name, message]) =>
    name === 'whitelistValidation' ? `Unknown field "${field}" is not allowed.` : message,
  );
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

/** The global pipe: whitelist, forbid unknown fields, transform; failures as VALIDATION_FAILED. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
