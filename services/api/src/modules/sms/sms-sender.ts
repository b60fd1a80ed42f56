import type { Language, TextEvent } from '@invest/contracts';

/** Port for outgoing text messages: the MSG91 adapter (Msg91SmsSender) sits behind this token. */
export const SMS_SENDER = Symbol('SMS_SENDER');

/** The DLT-registered templates the platform sends; each is one template id at the provider (modules/texts). */
export type SmsTemplate = 'otp' | TextEvent;

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  phone: string;
  template: SmsTemplate;
  /** The language of the template (each language's is its own DLT template); one `sendsIn` answered. */
  language: Language;
  /** Values of the template's variables, e.g. `{ otp: '482913' }` for `##otp##`. Never logged. */
  variables: Readonly<Record<string, string>>;
}

export interface SmsSender {
  /**
   * The language a text to a person of `language` goes out in: theirs where its templates are registered with the
   * provider, English otherwise.
   */
  sendsIn(language: Language): Language;

  /**
   * Resolves with the provider's request id once it accepted the text; throws ProviderUnavailableError otherwise (its
   * `delivery` says whether the text may have gone out all the same).
   */
  send(message: SmsMessage): Promise<string>;
}
