import { BankAccountMessage, PaymentValidationMessage, TermsMessage } from '@invest/contracts';
import { REMOTES } from '@invest/mf/ownership';
import { ensureCatalog, i18nOf, routeHandleOf } from '@invest/platform';
import { createPlatformStore } from '@invest/platform/store';
import { screen } from '@testing-library/react';
import { expectSearchMeta, PAGE_APPEARS, renderRoutes } from '@invest/testing';
import { describe, expect, it } from '@jest/globals';
import { routes } from './routes.js';
import { PAYMENTS_CATALOG } from './payments-catalog.js';
import { fakeApi } from './testing/fake-api.js';
import { paymentsI18n } from './testing/payments-i18n.js';

const handleAt = (path: string) => routeHandleOf(routes.find((route) => route.path === path)?.handle);

/** The page at `path` inside the providers the shell gives it (no toast host: these tests read the page only). */
const renderAt = (path: string) => renderRoutes(routes, { path, toasts: false });

describe('mfe_payments ./routes', () => {
  it('has exactly the routes the ownership table gives this remote', () => {
    expect(routes.map((route) => route.path)).toEqual([...REMOTES.payments.paths]);
  });

  it.each([['/payment', 'Payment']])('%s renders its page', async (path, heading) => {
    fakeApi();
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, PAGE_APPEARS)).toBeInTheDocument();
  });
});

describe('route metadata', () => {
  it.each([['/payment', 'Payment']])('%s is titled %j and described in one or two sentences for search results', (path, title) => {
    expectSearchMeta(handleAt(path), title);
  });

  it('/payment names its title and description in its messages, in English as its route metadata, and in Hindi', () => {
    const { title, description, titleId, descriptionId } = handleAt('/payment');
    const english = paymentsI18n('en');
    expect({ title: english._(titleId ?? ''), description: english._(descriptionId ?? '') }).toEqual({ title, description });
    const hindi = paymentsI18n('hi');
    expect(hindi._(titleId ?? '')).toBe('भुगतान');
    expect(hindi._(descriptionId ?? '')).toMatch(/^अपने चुने हुए निवेश का भुगतान UPI, नेट बैंकिंग या कार्ड से करें/);
  });

  it('/payment brings its catalogue: a Hindi page gets the Hindi messages before the page renders (it is rendered in the browser only)', async () => {
    expect(handleAt('/payment').catalog).toBe(PAYMENTS_CATALOG);
    const page = i18nOf('hi', []);
    await ensureCatalog(page, PAYMENTS_CATALOG);
    expect(page._('payments.page.title')).toBe('भुगतान');
    expect(page._('payments.success.title')).toBe('भुगतान सफल');
  });

  it('/payment fetches nothing on the server: the selection and the session are personal', async () => {
    const api = fakeApi();
    await expect(handleAt('/payment').loadServerData?.({ dispatch: createPlatformStore().dispatch, params: {} })).resolves.toBeUndefined();
    expect(api.requests).toEqual([]);
  });
});

describe('the English messages', () => {
  it('word the page’s own checks as the API words the same refusals (libs/contracts)', () => {
    const english = paymentsI18n('en');
    expect({
      upiId: english._('payments.validation.upiId'),
      bank: english._('payments.validation.bank'),
      noProduct: english._('payments.validation.noProduct'),
      minimum: english._('payments.validation.minimum'),
      cashMinimum: english._('payments.validation.cashMinimum'),
      termsRequired: english._('payments.validation.termsRequired'),
      bankAccountRequired: english._('payments.validation.bankAccountRequired'),
    }).toEqual({
      upiId: PaymentValidationMessage.UpiId,
      bank: PaymentValidationMessage.Bank,
      noProduct: PaymentValidationMessage.NoProduct,
      minimum: PaymentValidationMessage.Minimum,
      cashMinimum: PaymentValidationMessage.CashMinimum,
      termsRequired: TermsMessage.Required,
      bankAccountRequired: BankAccountMessage.RequiredToInvest,
    });
  });
});
