import type { Language } from './language.js';

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
  payment_received: /* @__PURE__ */ template(
    'sandbox-payment-received',
    'Solidstep Invest: we received ##amount## for ##product##. Payment reference ##reference##. Your investment is active.',
  ),
  payout_sent: /* @__PURE__ */ template(
    'sandbox-payout-sent',
    'Solidstep Invest: ##amount## of ##product## interest sent to your bank account ending ##account## (TDS ##tds## withheld). UTR ##utr##.',
  ),
  payout_reversed: /* @__PURE__ */ template(
    'sandbox-payout-reversed',
    'Solidstep Invest: your payout of ##amount## to the bank account ending ##account## came back. Reason: ##reason## We send it again once you add another bank account.',
  ),
  refund_made: /* @__PURE__ */ template(
    'sandbox-refund-made',
    'Solidstep Invest: ##amount## paid for ##product## is refunded to the account you paid from (5-7 working days). Refund reference ##reference##.',
  ),
  maturity_paid: /* @__PURE__ */ template(
    'sandbox-maturity-paid',
    'Solidstep Invest: ##product## has matured. ##amount## (principal and interest, TDS ##tds## withheld) sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  withdrawal_paid: /* @__PURE__ */ template(
    'sandbox-withdrawal-paid',
    'Solidstep Invest: your early withdrawal from ##product## is paid. ##amount## (TDS ##tds## withheld) sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  redemption_paid: /* @__PURE__ */ template(
    'sandbox-redemption-paid',
    'Solidstep Invest: your redemption of ##product## is paid. ##amount## sent to your bank account ending ##account##. UTR ##utr##.',
  ),
  payout_account_changed: /* @__PURE__ */ template(
    'sandbox-payout-account-changed',
    'Solidstep Invest: your payout account was changed to the bank account ending ##account##. Payouts go to it from ##from##; until then they go to the one ending ##previous##. Not you? Sign in and add your previous account again with the OTP, or call us on +91 98000 00000.',
  ),
};

/**
 * The same texts in Hindi (issue 33), for an investor whose language is Hindi: each is its own DLT template (every
 * language's template is registered separately, with its own id: MSG91_TEXT_TEMPLATE_IDS_HI), with the same variables
 * as its English one. Written as natural Hindi for investors, not word for word, in the words Indian banks use in their
 * own Hindi texts (परिपक्व, मूलधन, ब्याज, निकासी, कार्य दिवस); the brand, TDS, UTR and OTP stay as investors know them.
 * Devanagari goes out as Unicode (MSG91 `unicode: 1`); the values (amounts "Rs. 1,500", product names, dates) are the
 * English ones, as Indian banks' Hindi texts carry them.
 */
export const TEXT_TEMPLATES_HI: Readonly<Record<TextEvent, TextTemplate>> = {
  payment_received: /* @__PURE__ */ template(
    'sandbox-payment-received-hi',
    'Solidstep Invest: ##product## के लिए आपका ##amount## का भुगतान हमें मिल गया है। भुगतान संदर्भ ##reference##। आपका निवेश अब सक्रिय है।',
  ),
  payout_sent: /* @__PURE__ */ template(
    'sandbox-payout-sent-hi',
    'Solidstep Invest: ##product## का ब्याज ##amount## आपके बैंक खाते (अंतिम अंक ##account##) में भेज दिया गया है, TDS ##tds## काटा गया। UTR ##utr##।',
  ),
  payout_reversed: /* @__PURE__ */ template(
    'sandbox-payout-reversed-hi',
    'Solidstep Invest: बैंक खाते (अंतिम अंक ##account##) में भेजा गया आपका ##amount## का भुगतान लौट आया है। कारण: ##reason## कोई दूसरा बैंक खाता जोड़ते ही हम इसे फिर से भेज देंगे।',
  ),
  refund_made: /* @__PURE__ */ template(
    'sandbox-refund-made-hi',
    'Solidstep Invest: ##product## के लिए चुकाए गए ##amount## उसी खाते में लौटाए जा रहे हैं जिससे आपने भुगतान किया था (5-7 कार्य दिवस में)। रिफंड संदर्भ ##reference##।',
  ),
  maturity_paid: /* @__PURE__ */ template(
    'sandbox-maturity-paid-hi',
    'Solidstep Invest: ##product## परिपक्व हो गया है। मूलधन और ब्याज के ##amount## (TDS ##tds## काटकर) आपके बैंक खाते (अंतिम अंक ##account##) में भेज दिए गए हैं। UTR ##utr##।',
  ),
  withdrawal_paid: /* @__PURE__ */ template(
    'sandbox-withdrawal-paid-hi',
    'Solidstep Invest: ##product## से समय से पहले निकासी का भुगतान हो गया है। ##amount## (TDS ##tds## काटकर) आपके बैंक खाते (अंतिम अंक ##account##) में भेज दिए गए हैं। UTR ##utr##।',
  ),
  redemption_paid: /* @__PURE__ */ template(
    'sandbox-redemption-paid-hi',
    'Solidstep Invest: ##product## के रिडेम्पशन का भुगतान हो गया है। ##amount## आपके बैंक खाते (अंतिम अंक ##account##) में भेज दिए गए हैं। UTR ##utr##।',
  ),
  payout_account_changed: /* @__PURE__ */ template(
    'sandbox-payout-account-changed-hi',
    'Solidstep Invest: आपके भुगतान का खाता बदल दिया गया है। ##from## से भुगतान बैंक खाते (अंतिम अंक ##account##) में जाएँगे; तब तक वे पिछले खाते (अंतिम अंक ##previous##) में ही जाएँगे। यह बदलाव आपने नहीं किया? साइन इन करके OTP से अपना पिछला खाता फिर से जोड़ें, या हमें +91 98000 00000 पर कॉल करें।',
  ),
};

/** Each language's templates. */
export const TEXT_TEMPLATES_BY_LANGUAGE: Readonly<Record<Language, Readonly<Record<TextEvent, TextTemplate>>>> = {
  en: TEXT_TEMPLATES,
  hi: TEXT_TEMPLATES_HI,
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
