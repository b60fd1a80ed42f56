import type { ValidationError } from '@nestjs/common';
import { describe, expect, it } from '@jest/globals';
import { summarise, toFieldErrors } from './validation.pipe.js';

describe('toFieldErrors', () => {
  it('flattens nested errors with dotted field names and rewords unknown fields', () => {
    const errors: ValidationError[] = [
      { property: 'phone', constraints: { matches: 'Please enter a valid 10-digit phone number.' }, children: [] },
      { property: 'extra', constraints: { whitelistValidation: 'property extra should not exist' }, children: [] },
      {
        property: 'card',
        children: [{ property: 'cvv', constraints: { length: 'cvv is too short' }, children: [] }],
      },
    ];
    const fields = toFieldErrors(errors);
    expect(fields).toEqual([
      { field: 'phone', messages: ['Please enter a valid 10-digit phone number.'] },
      { field: 'extra', messages: ['Unknown field "extra" is not allowed.'] },
      { field: 'card.cvv', messages: ['cvv is too short'] },
    ]);
    expect(summarise(fields)).toBe('Please enter a valid 10-digit phone number. Unknown field "extra" is not allowed. cvv is too short');
    expect(summarise([])).toBe('The request is not valid.');
  });
});
