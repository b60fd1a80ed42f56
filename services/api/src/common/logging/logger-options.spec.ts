import { QueryFailedError } from 'typeorm';
import { describe, expect, it } from '@jest/globals';
import { serializeError } from './logger-options.js';

describe('serializeError', () => {
  it("logs a failed query without its bound values, the driver's inlined SQL or a value quoted in a message", () => {
    const driverError = Object.assign(new Error("Duplicate entry '9876543210' for key 'users.phone'"), {
      code: 'ER_DUP_ENTRY',
      sqlMessage: "Duplicate entry '9876543210' for key 'users.phone'",
      sql: "INSERT INTO `users`(`id`, `phone`) VALUES ('u-1', '9876543210')",
    });
    const error = new QueryFailedError('INSERT INTO `users`(`id`, `phone`) VALUES (?, ?)', ['u-1', '9876543210', 'asha@example.com'], driverError);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('QueryFailedError');
    expect(logged).toContain('ER_DUP_ENTRY');
    expect(logged).toContain('VALUES (?, ?)');
    expect(logged).not.toContain('9876543210');
    expect(logged).not.toContain('asha@example.com');
  });

  it('leaves what is not an error alone', () => {
    expect(serializeError('plain')).toBe('plain');
  });
});
