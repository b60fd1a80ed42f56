import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Language } from '@invest/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { SmsLanguageTemplates } from '../../config/identity-providers-config.js';
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
 *
 * A Hindi text uses the Hindi template of its event (registered separately, MSG91_TEMPLATE_ID_HI and
 * MSG91_TEXT_TEMPLATE_IDS_HI) and is sent as Unicode: MSG91's Flow API takes `unicode: 1` for a text in a language
 * other than English (0 or nothing for English), the values going as UTF-8 JSON like the rest of the body.
 */
@Injectable()
export class Msg91SmsSender implements SmsSender {
  private readonly logger = new Logger(Msg91SmsSender.name);

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.sms.hindi === null) {
      this.logger.warn('No Hindi DLT templates named (MSG91_TEMPLATE_ID_HI, MSG91_TEXT_TEMPLATE_IDS_HI): investors who chose Hindi get the English texts.');
    }
  }

  sendsIn(language: Language): Language {
    return language === 'hi' && this.config.sms.hindi !== null ? 'hi' : 'en';
  }

  async send(message: SmsMessage): Promise<string> {
    const { apiUrl, authKey, senderId, timeoutMs } = this.config.sms;
    const hindi = message.language === 'hi' ? this.config.sms.hindi : null;
    const templates: SmsLanguageTemplates = hindi ?? this.config.sms;
    const templateId = message.template === 'otp' ? templates.templateId : templates.textTemplateIds[message.template];
    const answer = await postJson(
      PROVIDER,
      `${apiUrl}/api/v5/flow/`,
      { authkey: authKey },
      {
        template_id: templateId,
        sender: senderId,
        short_url: '0',
        ...(hindi === null ? {} : { unicode: 1 }),
        recipients: [{ mobiles: `91${message.phone}`, ...message.variables }],
      },
      timeoutMs,
    );
    if (answer.status !== 200 || field(answer.body, 'type') !== 'success') {
      // MSG91's message describes the failure (never the text we sent).
      throw new ProviderUnavailableError(PROVIDER, `HTTP ${answer.status}: ${field(answer.body, 'message').slice(0, 120) || 'no message'}`);
    }
    const requestId = field(answer.body, 'message').slice(0, 40);
    this.logger.log(`SMS (${message.template}, ${hindi === null ? 'en' : 'hi'}) accepted by MSG91 for ${maskPhone(message.phone)}, request ${requestId}`);
    return requestId;
  }
}
