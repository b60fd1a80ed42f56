/** Port for outgoing text messages; a real provider's adapter drops in behind this token. */
export const SMS_SENDER = Symbol('SMS_SENDER');

export interface SmsMessage {
  phone: string;
  body: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
