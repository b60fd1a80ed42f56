import { BankAccountMessage, NomineeMessage } from '@invest/contracts';
import type { I18n } from '@invest/platform';

/**
 * The API's confirmations (never its refusals, which it words itself) that this remote's catalogue has in every
 * language, by the English the API answers them in: the page shows them in its own language, word for word in English.
 */
const CONFIRMATIONS: Readonly<Record<string, string>> = {
  [BankAccountMessage.Verified]: 'onboarding.bank.verifiedMessage',
  [BankAccountMessage.Verifying]: 'onboarding.bank.verifyingMessage',
  [BankAccountMessage.ChangeCancelled]: 'onboarding.bank.changeCancelled',
  [NomineeMessage.Saved]: 'onboarding.nominee.saved',
  [NomineeMessage.OptedOut]: 'onboarding.nominee.optedOutMessage',
};

/** `message` (the API's) in the page's language when it is a confirmation the catalogue has, else as the API said it. */
export function confirmationIn(_: I18n['_'], message: string): string {
  const id = CONFIRMATIONS[message];
  return id ? _(id) : message;
}
