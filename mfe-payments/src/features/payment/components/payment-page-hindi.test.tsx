import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissToast } from '@invest/ui';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useFakeClock } from '@invest/testing';
import { completed, DECLINED, errorResponse, fakeApi, processing } from '../../../testing/fake-api.js';
import { fakeRazorpay } from '../../../testing/fake-razorpay.js';
import { SELECTED } from '../../../testing/plan-terms-fixtures.js';
import { renderPayment } from '../../../testing/render-page.js';

/** The page under /hi: this remote's Hindi messages (the routes bring them, as the browser loads them before the page). */
const renderHindi = (options: Parameters<typeof renderPayment>[0] = {}) => renderPayment({ ...options, locale: 'hi' });

function selectProduct(product: object = SELECTED.longTermFd) {
  window.localStorage.setItem('selectedProduct', JSON.stringify(product));
}

beforeEach(() => {
  dismissToast();
  useFakeClock();
});
afterEach(() => {
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function chooseMethod(name: RegExp) {
  const radio = await screen.findByRole('radio', { name });
  await waitFor(() => expect(radio).toBeEnabled());
  const actor = user();
  await actor.click(radio);
  return actor;
}

/** No English text of the page and no message id is left (product, category and returns are API data, as written). */
function expectNoEnglish() {
  expect(document.body).not.toHaveTextContent(
    /Payment Method|Investment Summary|Plan terms|Interest rate|Total payable|Processing fee|Sandbox payments|Pay ₹|payments\./,
  );
}

describe('/hi/payment', () => {
  it("shows the page, the plan's terms, the summary and the methods in Hindi", async () => {
    fakeApi();
    selectProduct();
    renderHindi();
    expect(await screen.findByRole('heading', { level: 1, name: 'भुगतान' })).toBeInTheDocument();
    expect(screen.getByText('अपने निवेश की जाँच करें और भुगतान का तरीका चुनें।')).toBeInTheDocument();
    expect(await screen.findByTestId('terms-rate')).toHaveTextContent('22% p.a.');
    expect(screen.getByRole('heading', { level: 2, name: 'प्लान की शर्तें' })).toBeInTheDocument();
    expect(screen.getByTestId('terms-tenure')).toHaveTextContent('36 महीने');
    expect(screen.getByText('हर महीने, 15 तारीख को')).toBeInTheDocument();
    expect(screen.getByTestId('terms-amount-range')).toHaveTextContent('न्यूनतम ₹50,000, अधिकतम ₹10,00,00,00,000');
    expect(screen.getByRole('heading', { level: 2, name: 'निवेश का सारांश' })).toBeInTheDocument();
    expect(screen.getByText('कुल देय राशि')).toBeInTheDocument();
    expect(screen.getByTestId('summary-total')).toHaveTextContent('₹1,00,330');
    expect(screen.getByTestId('summary-duration')).toHaveTextContent('36 महीने');
    expect(screen.getByTestId('payout-preview')).toHaveTextContent(
      '1.83% मासिक की दर से, ₹1,00,000 पर आपको 36 महीनों तक हर महीने की 15 तारीख को ₹1,830 मिलेंगे (कुल ₹65,880 ब्याज, जो मूलधन में नहीं जुड़ता)',
    );
    expect(screen.getByLabelText(/^निवेश राशि \(₹\)/)).toHaveAccessibleDescription(/इस प्लान में न्यूनतम ₹50,000।/);
    expect(screen.getByRole('status', { name: 'सैंडबॉक्स भुगतान' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'भुगतान का तरीका' })).toBeInTheDocument();
    for (const name of [/UPI\s*सुझाया गया/, /नेट बैंकिंग/, /डेबिट\/क्रेडिट कार्ड/, /नकद\s*केवल ₹5 लाख या अधिक/]) {
      await waitFor(() => expect(screen.getByRole('radio', { name })).toBeEnabled());
    }
    expectNoEnglish();
  });

  it('pays by card in Hindi: the terms to accept (linked), the refusal without the tick, then the success and the dashboard', async () => {
    const api = fakeApi({ termsAccepted: null });
    fakeRazorpay();
    selectProduct();
    const { router } = renderHindi();
    const box = await screen.findByTestId('terms-acceptance');
    expect(within(box).getByText('अपने पहले भुगतान से पहले, कृपया नियम और शर्तें और जोखिम प्रकटीकरण पढ़ें।')).toBeInTheDocument();
    const checkbox = within(box).getByRole('checkbox', {
      name: 'मैंने नियम और शर्तें और जोखिम प्रकटीकरण पढ़ लिए हैं और उन्हें स्वीकार करता/करती हूँ, जिसमें पैसे के नुकसान का जोखिम भी शामिल है।',
    });
    expect(within(box).getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms');
    expect(within(box).getByRole('link', { name: 'जोखिम प्रकटीकरण' })).toHaveAttribute('href', '/hi/risk-disclosure');

    const actor = await chooseMethod(/डेबिट\/क्रेडिट कार्ड/);
    const panel = screen.getByRole('region', { name: 'डेबिट/क्रेडिट कार्ड से भुगतान' });
    expect(within(panel).getByText(/Razorpay के सुरक्षित चेकआउट में भरते हैं/)).toBeInTheDocument();
    await actor.click(within(panel).getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(within(box).getByRole('alert')).toHaveTextContent('भुगतान के लिए कृपया नियम और शर्तें और जोखिम प्रकटीकरण स्वीकार करें।');
    expect(await screen.findByText('नियम और शर्तें स्वीकार नहीं की गईं')).toBeInTheDocument();
    expect(api.calls('POST /api/investments')).toHaveLength(0);

    await actor.click(checkbox);
    await actor.click(within(panel).getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(await screen.findByText('भुगतान सफल')).toBeInTheDocument();
    expect(screen.getByText('Long Term FD में आपका निवेश सक्रिय हो गया है। आपको डैशबोर्ड पर ले जाया जा रहा है…')).toBeInTheDocument();
    expect(screen.getByText('₹1,00,330 का भुगतान मिल गया। आपको डैशबोर्ड पर ले जाया जा रहा है…')).toBeInTheDocument();
    expectNoEnglish();
    await tick(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sets up UPI AutoPay for a SIP in Hindi: the mandate, its end date in Hindi, and the countdown', async () => {
    fakeApi();
    fakeRazorpay();
    selectProduct(SELECTED.goldSip);
    renderHindi();
    expect(await screen.findByText('मासिक SIP: पहली किस्त अभी, बाकी किस्तें UPI AutoPay से')).toBeInTheDocument();
    expect(screen.getByText('भुनाने पर, उस दिन के भाव पर')).toBeInTheDocument();
    const actor = await chooseMethod(/UPI/);
    expect(screen.getByText('भुगतान के लिए अपनी UPI ID की जाँच करें और AutoPay सेट करें।')).toBeInTheDocument();
    await actor.type(screen.getByLabelText(/^UPI ID/), 'a@b');
    await actor.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(await screen.findByText('कृपया सही UPI ID डालें (जैसे yourname@paytm, yourname@phonepe)')).toBeInTheDocument();
    await actor.clear(screen.getByLabelText(/^UPI ID/));
    await actor.type(screen.getByLabelText(/^UPI ID/), 'asha.rao@okaxis');
    await actor.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(screen.getByRole('button', { name: 'जाँच हो रही है...' })).toBeDisabled();
    await tick(2000);
    expect(await screen.findByText('UPI ID सत्यापित: Asha Rao')).toBeInTheDocument();
    const mandate = screen.getByLabelText('AutoPay मैंडेट');
    expect(within(mandate).getByText('हर डेबिट पर ₹50,000')).toBeInTheDocument();
    expect(within(mandate).getByText('मासिक')).toBeInTheDocument();
    const validUntil = within(mandate).getByText(String(new Date().getFullYear() + 10), { exact: false });
    expect(validUntil.textContent).not.toMatch(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);
    expect(within(mandate).getByText(/इस मैंडेट को कभी भी अपने UPI ऐप से रद्द कर सकते हैं/)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'AutoPay सेट करें' }));
    await tick(2000);
    expect(await screen.findByText('AutoPay सेट हो गया।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'AutoPay चालू है' })).toBeDisabled();
    expect(screen.getByText('3 सेकंड में भुगतान आगे बढ़ेगा। अभी भुगतान करें, या रोकने के लिए UPI ID बदलें।')).toBeInTheDocument();
    await tick(3000);
    expect(await screen.findByText('भुगतान सफल')).toBeInTheDocument();
    expectNoEnglish();
  });

  it('says a decline in Hindi (the bank’s reason as the API gives it), and the retry pays', async () => {
    const api = fakeApi();
    const razorpay = fakeRazorpay('fail');
    api.on('POST /api/payments/verify', () => errorResponse(402, 'PAYMENT_DECLINED', DECLINED));
    selectProduct();
    renderHindi();
    const actor = await chooseMethod(/डेबिट\/क्रेडिट कार्ड/);
    await actor.click(screen.getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(await screen.findByLabelText('भुगतान अस्वीकार हुआ')).toHaveTextContent('Your investment has not been paid');
    expect(screen.getByText('भुगतान विफल')).toBeInTheDocument();
    expect(screen.getByText('भुगतान प्रोसेस नहीं हो सका। कृपया फिर कोशिश करें।')).toBeInTheDocument();

    razorpay.behaviour = 'pay';
    api.on('POST /api/payments/verify', (body) => completed((body as { investmentId: string }).investmentId));
    await actor.click(screen.getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(await screen.findByText('भुगतान सफल')).toBeInTheDocument();
  });

  it('waits for the bank in Hindi, then says the investment shows on the dashboard once the bank confirms', async () => {
    const api = fakeApi();
    fakeRazorpay();
    api.on('POST /api/payments/verify', () => processing());
    selectProduct();
    renderHindi();
    const actor = await chooseMethod(/डेबिट\/क्रेडिट कार्ड/);
    await actor.click(screen.getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(await screen.findByText('आपके बैंक से भुगतान की पुष्टि का इंतज़ार है…')).toBeInTheDocument();
    for (let second = 0; second < 60; second += 2) await tick(2000);
    const pending = await screen.findByLabelText('भुगतान बैंक की पुष्टि के इंतज़ार में');
    expect(pending).toHaveTextContent('बैंक की पुष्टि होते ही आपका निवेश आपके डैशबोर्ड पर दिखने लगेगा।');
    expect(within(pending).getByRole('link', { name: 'डैशबोर्ड पर जाएँ' })).toHaveAttribute('href', '/dashboard');
  });

  it('names a refund in Hindi, with the API’s explanation', async () => {
    const api = fakeApi();
    fakeRazorpay();
    api.on('POST /api/payments/verify', () => errorResponse(409, 'PAYMENT_REFUNDED', 'This payment was refunded: you had already paid for this investment.'));
    selectProduct();
    renderHindi();
    const actor = await chooseMethod(/डेबिट\/क्रेडिट कार्ड/);
    await actor.click(screen.getByRole('button', { name: '₹1,00,330 का भुगतान करें' }));
    expect(await screen.findByLabelText('भुगतान पूरा नहीं हुआ')).toHaveTextContent('This payment was refunded');
    expect(screen.getByText('भुगतान का रिफ़ंड हुआ')).toBeInTheDocument();
  });

  it('asks for the bank and refuses too small an amount in Hindi; "Other" bank reads अन्य', async () => {
    const api = fakeApi();
    selectProduct({ ...SELECTED.regularFd, amount: 5000 });
    renderHindi();
    const actor = await chooseMethod(/नेट बैंकिंग/);
    const bank = screen.getByRole('combobox', { name: /^बैंक/ });
    expect(within(bank).getByRole('option', { name: 'अपना बैंक चुनें' })).toBeInTheDocument();
    expect(within(bank).getByRole('option', { name: 'अन्य' })).toHaveValue('Other');
    await actor.click(screen.getByRole('button', { name: '₹5,330 का भुगतान करें' }));
    expect(await screen.findByText('कृपया अपना बैंक चुनें।')).toBeInTheDocument();
    await actor.selectOptions(bank, 'SBI');
    await actor.click(screen.getByRole('button', { name: '₹5,330 का भुगतान करें' }));
    expect(await screen.findByText('राशि बहुत कम है')).toBeInTheDocument();
    expect(screen.getAllByText('न्यूनतम निवेश ₹10,000 है।').length).toBe(2);
    expect(api.calls('POST /api/investments')).toHaveLength(0);
  });

  it('writes the cash request to our team in Hindi', async () => {
    fakeApi();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    selectProduct({ ...SELECTED.longTermFd, amount: 500000 });
    renderHindi();
    const actor = await chooseMethod(/नकद/);
    expect(screen.getByText(/₹5,00,000 या उससे अधिक के निवेश के लिए नकद भुगतान स्वीकार है।/)).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'WhatsApp पर आगे बढ़ें' }));
    const url = new URL(String(open.mock.calls[0]?.[0]));
    expect(url.searchParams.get('text')).toBe(
      'नमस्ते, मैं Long Term FD (Fixed Deposits) में ₹5,00,000 का निवेश करना चाहता/चाहती हूँ और नकद भुगतान करना चाहता/चाहती हूँ। कृपया भुगतान की व्यवस्था में मदद करें।',
    );
    open.mockRestore();
  });

  it('tells a visitor without a session, in Hindi, to sign in and complete KYC', async () => {
    fakeApi({ session: null });
    selectProduct();
    renderHindi();
    expect(await screen.findByRole('heading', { name: 'रजिस्ट्रेशन ज़रूरी है' })).toBeInTheDocument();
    expect(screen.getByText(/सत्यापन होते ही भुगतान के विकल्प खुल जाएँगे।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/sign-in?next=/payment');
    expect(screen.getByRole('link', { name: 'KYC पूरा करें' })).toHaveAttribute('href', '/kyc');
    expect(screen.getByRole('button', { name: 'डेमो मोड चालू करें' })).toBeInTheDocument();
  });

  it('asks for a product in Hindi when none is selected', async () => {
    fakeApi();
    renderHindi();
    expect(await screen.findByText('कृपया पहले निवेश विकल्प पेज से कोई निवेश चुनें।')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'भुगतान' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'निवेश विकल्प देखें' })).toHaveAttribute('href', '/products');
  });
});
