/** Port for outgoing text messages: the MSG91 adapter (Msg91SmsSender) sits behind this token. */
export const SMS_SENDER = Symbol('SMS_SENDER');

/**
 * The DLT-registered templates the platform sends; each is one template id at the provider: the sign-in code
 * (`##otp##`) and the payout-account change notice (`##last4##`, `##from##`).
 */
export type SmsTemplate = 'otp' | 'payout-account-changed';

export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  phone: string;
  template: SmsTemplate;
  /** Values of the template's variables, e.g. `{ otp: '482913' }` for `##otp##`. Never logged. */
  variables: Readonly<Record<string, string>>;
}

export interface SmsSender {
  /** Resolves once the provider accepted the text; throws ProviderUnavailableError otherwise. */
  send(message: SmsMessage): Promise<void>;
}
