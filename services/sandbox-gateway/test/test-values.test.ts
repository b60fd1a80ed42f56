import { describe, expect, it } from '@jest/globals';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import { luhnValid } from '../../../libs/contracts/src/checksums.ts';
import { cardNetwork, isExpired, parseExpiry } from '../src/card.ts';
import { formatRupees } from '../src/money.ts';
import { accountHolderOf, cardOutcome, vpaExists } from '../src/test-values.ts';
import { labelled } from '@invest/testing/labelled-expect';

describe('test values and card checks', () => {
  it('the documented test cards are Luhn-valid and map to their outcomes', () => {
    for (const number of [SANDBOX_TEST_VALUES.approvedCardNumber, SANDBOX_TEST_VALUES.declinedCardNumber, SANDBOX_TEST_VALUES.slowCardNumber]) {
      labelled(number, () => expect(luhnValid(number)).toBe(true));
    }
    expect(cardOutcome(SANDBOX_TEST_VALUES.approvedCardNumber).kind).toBe('capture');
    expect(cardOutcome(SANDBOX_TEST_VALUES.declinedCardNumber).kind).toBe('decline');
    expect(cardOutcome(SANDBOX_TEST_VALUES.slowCardNumber).kind).toBe('slow');
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(cardNetwork('5555555555554444')).toBe('MasterCard');
    expect(cardNetwork('6070000000000000')).toBe('RuPay');
  });

  it('a card is valid through its expiry month', () => {
    const june2030 = new Date(2030, 5, 15);
    expect(isExpired({ month: 6, year: 2030 }, june2030)).toBe(false);
    expect(isExpired({ month: 5, year: 2030 }, june2030)).toBe(true);
    expect(parseExpiry('12', '30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('00', '30')).toBeNull();
  });

  it('UPI IDs: the unknown one does not exist; names come from the ID', () => {
    expect(vpaExists(SANDBOX_TEST_VALUES.unknownUpiId)).toBe(false);
    expect(vpaExists(SANDBOX_TEST_VALUES.declinedUpiId)).toBe(true);
    expect(accountHolderOf(SANDBOX_TEST_VALUES.approvedUpiId)).toBe(SANDBOX_TEST_VALUES.approvedUpiName);
    expect(accountHolderOf('9876543210@ybl')).toBe('UPI Customer');
  });

  it('formats paise as rupees with Indian grouping', () => {
    expect(formatRupees(10_033_000)).toBe('₹1,00,330');
    expect(formatRupees(10_050)).toBe('₹100.50');
  });
});
