import { Inject, Injectable, Logger } from '@nestjs/common';
import { istDateTime } from '@invest/contracts';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender.js';
import { maskPhone } from '../users/mask-phone.js';

/**
 * The text to the registered phone when a new payout account is verified in place of another: the DLT template
 * `payout-account-changed` with the new account's last four digits and when payouts go to it (India time); its fixed
 * text says what to do if it was not the investor. A text that does not go out is logged (phone masked) and never
 * undoes the change.
 */
@Injectable()
export class AccountChangeNotice {
  private readonly logger = new Logger(AccountChangeNotice.name);

  constructor(@Inject(SMS_SENDER) private readonly sms: SmsSender) {}

  async send(phone: string, last4: string, payoutsFrom: Date): Promise<void> {
    try {
      await this.sms.send({ phone, template: 'payout-account-changed', variables: { last4, from: istDateTime(payoutsFrom) } });
    } catch (error) {
      this.logger.warn(`Payout-account change notice to ${maskPhone(phone)} not sent: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  }
}
