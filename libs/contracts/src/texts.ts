/**
 * Transactional texts: one MSG91 Flow template per money event, DLT-registered, each with the text the investor reads
 * (`##name##` being a variable). The API renders the same text for the dashboard's activity; the identity stand-in
 * renders it into its inbox. Variables carry no full account number, PAN or Aadhaar: accounts by their last four only.
 */
export const TEXT_EVENTS = [
  'payment_received',
  'payout_sent',
  'payout_reversed',
  'refund_made',
  'maturity_paid',
  'withdrawal_paid',
  'redemption_paid',
  'payout_account_changed',
] as const;

export type TextEvent = (typeof TEXT_EVENTS)[number];

export interface TextTemplate {
  /** The template id of the stand-in (MSG91's own ids are configured: MSG91_TEXT_TEMPLATE_IDS). */
  sandboxTemplateId: string;
  /** The DLT-registered text, `##variable##` for each value. */
  text: string;
  variables: readonly string[];
}

const template = (sandboxTemplateId: string, text: string): TextTemplate => ({
  sandboxTemplateId,
  text,
  variables: [...text.matchAll(/##(\w+)##/g)].map((match) => match[1] ?? ''),
});

/** The one place the texts are written. Amounts are rupees as "Rs. 1,00,000" (GSM characters only). */
export const TEXT_TEMPLATES: Readonly<Record<TextEvent, TextTemplate>> = {
  payment_received: template(
    'sandbox-payment-received',
    'Solidstep Invest: we received ##amount## for ##product##. Payment reference ##reference##. Your investment is active.',
  ),
  payout_sent: template(
    'sandbox-payout-sent',
    'Solidstep Invest: ##amount## of ##product## interest sent to your bank account ending ##account## (TDS ##tds## withheld). UTR ##utr##.',
  ),
  payout_reversed: template(
    'sandbox-payout-reversed',
    'Solidstep Invest: your payout of ##amount## to the bank account ending ##account## came back. Reason: ##reason## We send it again once you add another bank account.',
  ),
  refund_made: template(
    'sandbox-refund-made',
    'Solidstep Invest: ##amount## paid for ##product## is refunded to the account you paid from (5-7 working days). Refund reference ##reference##.',
  ),
  maturity_paid: template(
    'sandbox-maturity-paid',
    'Solidstep Invest: ##product## has matured. ##amount## (principal and interest, TDS ##tds## withheld) sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  withdrawal_paid: template(
    'sandbox-withdrawal-paid',
    'Solidstep Invest: your early withdrawal from ##product## is paid. ##amount## (TDS ##tds## withheld) sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  redemption_paid: template(
    'sandbox-redemption-paid',
    'Solidstep Invest: your redemption of ##product## is paid. ##amount## sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  payout_account_changed: template(
    'sandbox-payout-account-changed',
    'Solidstep Invest: your payout account was changed to the bank account ending ##account##. Payouts go to it from ##from##; until then they go to the one ending ##previous##. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.',
  ),
};

/** `##name##` placeholders replaced by the values (a missing one is left as it is). */
export function renderText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/##(\w+)##/g, (whole, name: string) => values[name] ?? whole);
}

/** GET /api/texts: one text sent to the signed-in investor's phone, newest first. */
export interface SentText {
  id: string;
  event: TextEvent;
  /** What the phone showed. */
  body: string;
  /** ISO time MSG91 accepted it. */
  sentAt: string;
}
