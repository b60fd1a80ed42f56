import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { field, postJson } from '../../common/providers/post-json.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { maskPhone } from '../users/mask-phone.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

const PROVIDER = 'MSG91';

/**
 * MSG91's Flow "send SMS" API (v5): POST {MSG91_API_URL}/api/v5/flow/ with the `authkey` header and
 * `{template_id, sender, short_url, recipients: [{mobiles: '91XXXXXXXXXX', <variable>: value}]}`. The template and the
 * sender id are the DLT-registered ones (TRAI rules for texts to Indian numbers). MSG91 answers
 * `{type: 'success', message: <request id>}` or `{type: 'error', message}`.
 */
@Injectable()
export class Msg91SmsSender implements SmsSender {
  private readonly logger = new Logger(Msg91SmsSender.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const { apiUrl, authKey, templateIds, senderId, timeoutMs } = this.config.sms;
    const answer = await postJson(
      PROVIDER,
      `${apiUrl}/api/v5/flow/`,
      { authkey: authKey },
      { template_id: templateIds[message.template], sender: senderId, short_url: '0', recipients: [{ mobiles: `91${message.phone}`, ...message.variables }] },
      timeoutMs,
    );
    if (answer.status !== 200 || field(answer.body, 'type') !== 'success') {
      // MSG91's message describes the failure (never the text we sent).
      throw new ProviderUnavailableError(PROVIDER, `HTTP ${answer.status}: ${field(answer.body, 'message').slice(0, 120) || 'no message'}`);
    }
    this.logger.log(`SMS (${message.template}) accepted by MSG91 for ${maskPhone(message.phone)}, request ${field(answer.body, 'message').slice(0, 40)}`);
  }
}
