import { describe, expect, it } from '@jest/globals';
import { normaliseHttpError, serverMessage, type ApiError } from '@invest/api';
import { ErrorCode, TaxPapersMessage, WithdrawalMessage } from '@invest/contracts';
import { apiErrorInLanguage, apiErrorSummary, apiErrorText, apiWordsText } from './api-error-text.js';
import { i18nOf } from '../i18n/catalogs.js';

const refusal = (status: number, code: string, message: string): ApiError =>
  normaliseHttpError(status, JSON.stringify({ statusCode: status, code, message }), 'Refused');

describe('an API refusal in the page language', () => {
  it('in English, shows the server’s words as they are, else the page’s fallback', async () => {
    const english = i18nOf('en', []);
    const refused = refusal(409, ErrorCode.Conflict, WithdrawalMessage.AlreadyWithdrawing);
    expect(await apiErrorText(english, refused, 'Fallback')).toBe(WithdrawalMessage.AlreadyWithdrawing);
    expect(await apiErrorText(english, new Error('boom'), 'Fallback')).toBe('Fallback');
    expect(await apiErrorSummary(english, refused)).toBe(
      `409: ${JSON.stringify({ statusCode: 409, code: 'CONFLICT', message: WithdrawalMessage.AlreadyWithdrawing })}`,
    );
    expect(Object.keys(english.messages)).toEqual([]);
  });

  it('in Hindi, translates the server’s words, reading their arguments back out', async () => {
    const hindi = i18nOf('hi', []);
    expect(await apiErrorText(hindi, refusal(409, ErrorCode.Conflict, WithdrawalMessage.AlreadyWithdrawing))).toBe('इस निवेश की निकासी पहले से चल रही है।');
    const quarter = TaxPapersMessage.NoTdsInQuarter.replace('{quarter}', '2026-27-Q2');
    expect(await apiErrorText(hindi, refusal(404, ErrorCode.NotFound, quarter))).toBe('2026-27-Q2 में आपके ब्याज से कोई टीडीएस नहीं काटा गया।');
    const lockIn = WithdrawalMessage.LockedIn.replace('{date}', '27 Feb 2027');
    expect(await apiErrorText(hindi, refusal(409, ErrorCode.Conflict, lockIn))).toBe('यह जमा 27 Feb 2027 तक लॉक-इन अवधि में है; उसके बाद इससे निकासी की जा सकती है।');
  });

  it('in Hindi, falls back to the code’s message, then the page’s own, and never shows English words it has no Hindi for', async () => {
    const hindi = i18nOf('hi', []);
    const unknownWords = refusal(429, ErrorCode.RateLimited, 'Too many KYC attempts. Try again in 60 seconds.');
    expect(await apiErrorText(hindi, unknownWords, 'पेज का संदेश')).toBe('बहुत अधिक प्रयास हो गए हैं। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
    const serverFault = refusal(500, ErrorCode.InternalError, 'Internal server error');
    expect(await apiErrorText(hindi, serverFault, 'पेज का संदेश')).toBe('पेज का संदेश');
    expect(await apiErrorText(hindi, serverFault)).toBe('हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
    expect(await apiErrorText(hindi, { status: 0, message: 'Network error: Failed to fetch' })).toBe(
      'सर्वर से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।',
    );
    expect(await apiErrorSummary(hindi, refusal(400, 'SOMETHING_NEW', 'New words'))).toBe(
      `400: ${JSON.stringify({ statusCode: 400, code: 'SOMETHING_NEW', message: 'New words' })}`,
    );
  });

  it('gives a page that reads the error in parts the whole error in Hindi: its words and each field’s', async () => {
    const fields = normaliseHttpError(
      400,
      JSON.stringify({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Aadhaar must be 12 digits, and the first digit cannot be 0 or 1.',
        errors: [
          { field: 'aadhaarNumber', messages: ['Aadhaar must be 12 digits, and the first digit cannot be 0 or 1.'] },
          { field: 'panNumber', messages: ['Words no catalogue has.'] },
        ],
      }),
      'Bad Request',
    );
    const shown = await apiErrorInLanguage(i18nOf('hi', []), fields);
    expect(serverMessage(shown)).toBe('आधार 12 अंकों का होता है, और उसका पहला अंक 0 या 1 नहीं हो सकता।');
    expect((shown as ApiError).body?.errors).toEqual([
      { field: 'aadhaarNumber', messages: ['आधार 12 अंकों का होता है, और उसका पहला अंक 0 या 1 नहीं हो सकता।'] },
      { field: 'panNumber', messages: ['कुछ जानकारी सही नहीं है। कृपया उसे जाँचकर फिर से भेजें।'] },
    ]);
    expect((shown as ApiError).status).toBe(400);
    expect(await apiErrorInLanguage(i18nOf('en', []), fields)).toBe(fields);
  });

  it('says a confirmation the API words in the page’s language, else as sent', async () => {
    const saved = 'Your Form 15H declaration for 2026-27 is recorded. No TDS will be deducted from interest paid from today in that year.';
    expect(await apiWordsText(i18nOf('hi', []), saved)).toBe(
      '2026-27 के लिए आपकी फ़ॉर्म 15H घोषणा दर्ज हो गई है। उस वर्ष में आज से दिए जाने वाले ब्याज से कोई टीडीएस नहीं काटा जाएगा।',
    );
    expect(await apiWordsText(i18nOf('hi', []), 'Words of a new answer.')).toBe('Words of a new answer.');
    expect(await apiWordsText(i18nOf('en', []), saved)).toBe(saved);
  });
});
