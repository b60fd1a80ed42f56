import { BANK_ACCOUNT_RULES, BankAccountMessage } from '@invest/contracts';
import { describe, expect, it } from '@jest/globals';
import { bankAccountErrors, normaliseBankAccount } from './bank-account-rules.js';

describe('bank-account input rules', () => {
  it('normalises what was typed', () => {
    expect(normaliseBankAccount({ accountNumber: ' 1234 5678-9012 ', ifsc: ' sbin0000300 ', holderName: '  Asha   Rao ' })).toEqual({
      accountNumber: '123456789012',
      ifsc: 'SBIN0000300',
      holderName: 'Asha Rao',
    });
  });

  it('accepts 9 to 18 digits, a well-formed IFSC and a name', () => {
    expect(bankAccountErrors({ accountNumber: '123456789', ifsc: 'HDFC0A12345', holderName: 'Asha Rao' })).toEqual([]);
    expect(bankAccountErrors({ accountNumber: '1'.repeat(18), ifsc: 'SBIN0000300', holderName: "A. D'Souza" })).toEqual([]);
    // The name's bounds themselves: 3 characters, and the longest RazorpayX takes.
    for (const holderName of ['Ali', 'A'.repeat(BANK_ACCOUNT_RULES.holderNameMaxLength)]) {
      expect(bankAccountErrors({ accountNumber: '123456789', ifsc: 'HDFC0A12345', holderName })).toEqual([]);
    }
  });

  it('names each field that is wrong, without its value', () => {
    expect(bankAccountErrors({ accountNumber: '12345678', ifsc: 'SBIN1000300', holderName: '' })).toEqual([
      { field: 'accountNumber', messages: [BankAccountMessage.InvalidAccountNumber] },
      { field: 'ifsc', messages: [BankAccountMessage.InvalidIfsc] },
      { field: 'holderName', messages: [BankAccountMessage.HolderNameRequired] },
    ]);
    expect(bankAccountErrors({ accountNumber: '1'.repeat(19), ifsc: 'SBI00000300', holderName: '123' }).map((error) => error.field)).toEqual([
      'accountNumber',
      'ifsc',
      'holderName',
    ]);
    expect(bankAccountErrors({ accountNumber: '12345678901a', ifsc: 'SBIN0000300', holderName: 'x'.repeat(101) }).map((error) => error.field)).toEqual([
      'accountNumber',
      'holderName',
    ]);
    for (const holderName of ['Al', 'Asha Rao!', 'Asha Rao-', 'आशा राव', '!Asha Rao', 'Asha!Rao']) {
      expect(bankAccountErrors({ accountNumber: '123456789012', ifsc: 'SBIN0000300', holderName }).map((error) => error.field)).toEqual(['holderName']);
    }
  });
});
