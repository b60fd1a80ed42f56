import { describe, expect, it } from '@jest/globals';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import type { SmsMessage, SmsSender } from '../sms/sms-sender.js';
import { AccountChangeNotice } from './account-change-notice.js';

/** A sender that records what it was given, or fails like MSG91 down. */
function sender(fails: boolean): SmsSender & { sent: SmsMessage[] } {
  const sent: SmsMessage[] = [];
  return {
    sent,
    send: (message) => {
      if (fails) return Promise.reject(new ProviderUnavailableError('MSG91', 'HTTP 500: Internal server error'));
      sent.push(message);
      return Promise.resolve();
    },
  };
}

describe('AccountChangeNotice', () => {
  it('texts the change template with the last four digits and when payouts go there (India time)', async () => {
    const sms = sender(false);
    await new AccountChangeNotice(sms).send('9876543210', '4321', new Date('2026-01-16T04:30:00.000Z'));
    expect(sms.sent).toEqual([{ phone: '9876543210', template: 'payout-account-changed', variables: { last4: '4321', from: '16 Jan 2026, 10:00 am IST' } }]);
  });

  it('a text that does not go out is not an error: the change stands', async () => {
    await expect(new AccountChangeNotice(sender(true)).send('9876543210', '4321', new Date())).resolves.toBeUndefined();
  });
});
