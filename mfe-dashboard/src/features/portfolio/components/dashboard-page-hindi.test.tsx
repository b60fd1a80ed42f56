import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from '@jest/globals';
import type { PortfolioInvestment, RedemptionResponse, WithdrawalPreview } from '@invest/contracts';
import { readFileSync } from 'node:fs';
import { WithdrawalMessage } from '@invest/contracts';
import { errorResponse } from '@invest/testing';
import {
  dashboardApi,
  emptyPortfolio,
  investments,
  nomineeNamed,
  PAYOUTS_ALL,
  PAYOUTS_UPCOMING,
  payout,
  payoutAccount,
  portfolio,
  session,
  tdsSummary,
} from '../../../testing/dashboard-fixtures.js';
import { answerJson, renderDashboardIn } from '../../../testing/render-route.js';

/** The catalogues as written (a test's import of them is compiled, as the page's is). */
const catalogue = (locale: 'en' | 'hi') =>
  JSON.parse(readFileSync(new URL(`../../../messages/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const en = catalogue('en');
const hi = catalogue('hi');

/** English messages that read differently in Hindi and take no values: none of them may show on a Hindi page. */
const englishOnly = Object.entries(en)
  .filter(([id, text]) => !text.includes('{') && text !== hi[id] && text.length >= 8)
  .map(([, text]) => text);

const expectNoEnglish = () => {
  const page = document.body.textContent ?? '';
  expect(englishOnly.filter((text) => page.includes(text))).toEqual([]);
};

describe('/hi/dashboard', () => {
  it('has English messages to look for', () => {
    expect(englishOnly).toContain('Your Investments');
    expect(englishOnly.length).toBeGreaterThan(100);
  });

  it('shows the populated dashboard in Hindi: totals, investments with their status, transactions, payouts, nominee, TDS and papers, dates in Hindi', async () => {
    dashboardApi();
    renderDashboardIn('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'आपके निवेश' });
    expect(screen.getByText('KYC: सत्यापित')).toBeInTheDocument();
    expect(screen.getByText('निवेशक ******3210')).toBeInTheDocument();

    expect(within(screen.getByLabelText('कुल निवेश')).getByText('₹1,60,000')).toBeInTheDocument();
    expect(within(screen.getByLabelText('कुल निवेश')).getByText('3 सक्रिय निवेश')).toBeInTheDocument();
    expect(within(screen.getByLabelText('मौजूदा मूल्य')).getByText('24 मार्च 2026 तक')).toBeInTheDocument();
    expect(within(screen.getByLabelText('कुल कमाई')).getByText('2.88% रिटर्न')).toBeInTheDocument();
    expect(screen.getByLabelText('सालाना रिटर्न (XIRR)')).toHaveTextContent('15.20%');

    const table = screen.getByRole('region', { name: 'निवेश की तालिका' });
    expect(within(table).getByRole('columnheader', { name: 'परिपक्वता की तारीख़' })).toBeInTheDocument();
    const row = within(table).getByRole('row', { name: /Regular FD/ });
    expect(row).toHaveTextContent('18% सालाना');
    expect(row).toHaveTextContent('10 जन॰ 2026');
    expect(row).toHaveTextContent('सक्रिय');
    expect(within(row).getByRole('button', { name: 'समय से पहले निकालें: Regular FD' })).toBeInTheDocument();

    const transactions = within(screen.getByRole('list', { name: 'हाल के लेन-देन' })).getAllByRole('listitem');
    expect(transactions[0]).toHaveTextContent('भुगतान');
    expect(transactions[2]).toHaveTextContent('पूरा हुआ');

    const upcoming = within(screen.getByRole('list', { name: 'आने वाले भुगतान' })).getAllByRole('listitem');
    expect(upcoming[0]).toHaveTextContent('15 अप्रैल 2026 · Regular FDमासिक भुगतानलंबित₹1,500TDS, अगर कटता है, तो भुगतान की तारीख़ पर तय होता है');

    const recent = await within(await screen.findByRole('list', { name: 'हाल के भुगतान' })).findAllByRole('listitem');
    expect(recent.length).toBeGreaterThan(0);
    expect(within(recent[0] as HTMLElement).getByLabelText('भुगतान की रकम')).toHaveTextContent(/कुल ₹.*TDS ₹.*शुद्ध ₹/);

    expect(await screen.findByTestId('nominee-line')).toHaveTextContent('Ravi Rao (पति/पत्नी)');
    expect(screen.getByRole('heading', { name: 'टैक्स (TDS)' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: /^2026-27 के लिए फ़ॉर्म 15G\/15H जमा करें$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पोर्टफ़ोलियो और रिटर्न रिपोर्ट डाउनलोड करें (PDF)' })).toHaveAttribute('href', '/api/reports/u1/portfolio.pdf');
    expect(await screen.findByRole('heading', { name: 'टैक्स से जुड़े दस्तावेज़' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('लोड हो रहा है…')).not.toBeInTheDocument());
    expectNoEnglish();
  });

  it('reads a reversed payout, its principal and the way to fix the bank account in Hindi', async () => {
    const reversed = payout('p1', '2026-03-15', { status: 'reversed', principal: 100000, amount: 101500, failureReason: 'Account closed' });
    dashboardApi({ [PAYOUTS_ALL]: answerJson([reversed]) });
    renderDashboardIn('hi');
    const [row] = await within(await screen.findByRole('list', { name: 'हाल के भुगतान' })).findAllByRole('listitem');
    expect(row).toHaveTextContent('15 मार्च 2026');
    expect(row).toHaveTextContent('ब्याज ₹1,500 + मूलधन ₹1,00,000');
    expect(row).toHaveTextContent('वापस आया');
    expect(row).toHaveTextContent('बैंक ने भुगतान लौटा दिया: Account closed।');
    expect(within(row as HTMLElement).getByRole('link', { name: 'अपना बैंक खाता अपडेट करें' })).toHaveAttribute('href', '/kyc');
  });

  it('invites a visitor who is not signed in, in Hindi', async () => {
    dashboardApi({ '/api/session': answerJson({ statusCode: 401, code: 'AUTHENTICATION_REQUIRED', message: 'Sign in.' }, 401) });
    renderDashboardIn('hi');
    expect(await screen.findByRole('heading', { name: 'अपना पोर्टफ़ोलियो देखने के लिए साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/sign-in?next=/dashboard');
    expect(screen.getByRole('link', { name: 'KYC शुरू करें' })).toHaveAttribute('href', '/kyc');
  });

  it('shows the loading and error states in Hindi', async () => {
    dashboardApi({ '/api/session': () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' }) });
    renderDashboardIn('hi');
    expect(await screen.findByRole('status')).toHaveTextContent('डैशबोर्ड लोड हो रहा है');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('डैशबोर्ड का डेटा लोड नहीं हो सका। कृपया पेज को रीफ़्रेश करके देखें।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('checks the Form 15G/15H declaration in Hindi', async () => {
    dashboardApi({ '/api/tds': answerJson(tdsSummary) });
    const typist = userEvent.setup();
    renderDashboardIn('hi');
    const form = await screen.findByRole('form', { name: '2026-27 के लिए फ़ॉर्म 15G/15H जमा करें' });
    await typist.click(within(form).getByRole('radio', { name: 'फ़ॉर्म 15H (60 वर्ष या उससे अधिक)' }));
    await typist.click(within(form).getByRole('button', { name: 'जमा करें' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      hi['dashboard.tdsForm.wrongFormForAge'],
      hi['dashboard.tdsForm.incomeRequired'],
      hi['dashboard.tdsForm.nilTaxRequired'],
    ]);
    expect(alerts[1]).toHaveTextContent('कृपया इस वर्ष की अपनी अनुमानित कुल आय पूरे रुपयों में लिखें।');
  });

  it('shows the premature withdrawal figures in Hindi, with a Hindi date', async () => {
    const preview: WithdrawalPreview = {
      investmentId: 'i1',
      quoteId: 'q',
      date: '2026-05-20',
      principal: 100000,
      interestAccrued: 6410.95,
      interestPaid: 7500,
      penaltyPercent: 1,
      penalty: 64.11,
      tds: 0,
      amount: 98846.84,
      bankLast4: '9012',
    };
    dashboardApi({
      'GET /api/investments/i1/withdrawal': answerJson(preview),
      'POST /api/investments/i1/withdrawal/otp': answerJson({ message: 'OTP sent successfully.', expiresIn: 300 }),
      'POST /api/investments/i1/withdrawal': answerJson({
        message: WithdrawalMessage.Confirmed,
        investment: { id: 'i1', status: 'withdrawing' },
        payout: { id: 'w1', date: '2026-05-20', gross: 98846.84, tds: 0, net: 98846.84, status: 'processing' },
      }),
    });
    const typist = userEvent.setup();
    renderDashboardIn('hi');
    await typist.click(await screen.findByRole('button', { name: 'समय से पहले निकालें: Regular FD' }));
    expect(screen.getByRole('heading', { name: 'Regular FD से समय से पहले निकासी' })).toBeInTheDocument();
    const figures = await screen.findByLabelText('निकासी का हिसाब');
    expect(figures).toHaveTextContent('मूलधन₹1,00,000');
    expect(figures).toHaveTextContent('जुर्माना (अर्जित ब्याज का 1%)−₹64.11');
    expect(figures).toHaveTextContent('आपको मिलेंगे20 मई 2026 को ₹98,846.84, •••• 9012 में');
    await typist.click(screen.getByRole('button', { name: 'पुष्टि के लिए OTP भेजें' }));
    await typist.type(await screen.findByLabelText(/आपके फ़ोन पर भेजा गया OTP/), '123456');
    await typist.click(screen.getByRole('button', { name: 'निकासी की पुष्टि करें' }));
    // The API's confirmation in Hindi (the catalogue of the API's words), the figures around it too.
    expect(await screen.findByText('निकासी की पुष्टि हो गई। राशि आपके बैंक खाते में भेजी जा रही है। 20 मई 2026 को ₹98,846.84।')).toHaveAttribute('role', 'status');
    await typist.click(screen.getByRole('button', { name: 'बंद करें' }));
    expect(screen.queryByLabelText('निकासी का हिसाब')).not.toBeInTheDocument();
  });

  it('tells a refused withdrawal in Hindi: the API’s words turned into the page’s language', async () => {
    dashboardApi({ 'GET /api/investments/i1/withdrawal': () => errorResponse(409, 'CONFLICT', WithdrawalMessage.AlreadyWithdrawing) });
    const typist = userEvent.setup();
    renderDashboardIn('hi');
    await typist.click(await screen.findByRole('button', { name: 'समय से पहले निकालें: Regular FD' }));
    expect(await screen.findByText('इस निवेश की निकासी पहले से चल रही है।')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(WithdrawalMessage.AlreadyWithdrawing)).not.toBeInTheDocument();
  });

  it('shows a market-linked holding and redeems it in Hindi', async () => {
    const gold: PortfolioInvestment = {
      id: 'g1',
      productName: 'Digital Gold',
      productType: 'Premium Gold',
      category: 'PREMIUM_GOLD',
      status: 'active',
      amount: 10000,
      currentValue: 10250,
      earnings: 250,
      returnRate: null,
      durationMonths: 12,
      investmentDate: '2026-01-12',
      maturityDate: null,
      market: {
        units: '1.2500',
        per: 'gram',
        purchasePrice: '8000.00',
        purchasePriceDate: '2026-01-12',
        latestPrice: '8200.00',
        latestPriceDate: '2026-01-15',
        redemptionPrice: null,
        redemptionDate: null,
      },
    };
    const redeemed: RedemptionResponse = {
      message: 'Redemption started.',
      investment: { id: 'g1', status: 'redeeming' },
      units: '1.2500',
      price: '8200.00',
      priceDate: '2026-01-15',
      amount: 10250,
      payoutId: 'p-r1',
    };
    dashboardApi({ '/api/investments/user/u1': answerJson([gold, ...investments]), 'POST /api/investments/g1/redemption': answerJson(redeemed) });
    const typist = userEvent.setup();
    renderDashboardIn('hi');
    const row = await screen.findByRole('row', { name: /Digital Gold/ });
    expect(row).toHaveTextContent('बाज़ार से जुड़ा');
    expect(row).toHaveTextContent('भुनाने पर');
    expect(row).toHaveTextContent('1.2500 ग्राम, ₹8200.00 प्रति ग्राम पर (15 जन॰ 2026)');
    await typist.click(within(row).getByRole('button', { name: 'Digital Gold भुनाएँ' }));
    expect(within(row).getByText('सभी 1.2500 ग्राम आज के भाव पर भुनाएँ?')).toBeInTheDocument();
    await typist.click(within(row).getByRole('button', { name: 'भुनाने की पुष्टि करें' }));
    expect(await within(row).findByRole('status')).toHaveTextContent('Redemption started. 1.2500 ग्राम के लिए ₹10,250, ₹8200.00 के भाव पर।');
  });

  it('shows the empty view in Hindi', async () => {
    dashboardApi({
      '/api/portfolio/u1': answerJson(emptyPortfolio),
      '/api/investments/user/u1': answerJson([]),
      '/api/transactions/user/u1?limit=5': answerJson([]),
      [PAYOUTS_UPCOMING]: answerJson([]),
      [PAYOUTS_ALL]: answerJson([]),
    });
    renderDashboardIn('hi');
    expect(await screen.findByRole('heading', { name: 'अभी तक कोई निवेश नहीं' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'निवेश विकल्प देखें' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'रिटर्न की गणना करें' })).toHaveAttribute('href', '/calculator');
  });

  it('says in Hindi what is not there yet: no transactions, payouts, texts or XIRR', async () => {
    dashboardApi({
      '/api/portfolio/u1': answerJson({ ...portfolio, xirr: null }),
      '/api/transactions/user/u1?limit=5': answerJson([]),
      [PAYOUTS_UPCOMING]: answerJson([]),
      [PAYOUTS_ALL]: answerJson([]),
      '/api/texts': answerJson([]),
      '/api/reports/u1/tax-papers': answerJson({ certificates: [], years: [] }),
    });
    renderDashboardIn('hi');
    await screen.findByRole('heading', { name: 'आपके निवेश' });
    expect(screen.getByLabelText('सालाना रिटर्न (XIRR)')).toHaveTextContent('—आपके निवेश एक दिन पुराने होने पर दिखेगा');
    expect(screen.getByText('अभी तक कोई लेन-देन नहीं।')).toBeInTheDocument();
    expect(screen.getByText('कोई आने वाला भुगतान नहीं।')).toBeInTheDocument();
    expect(await screen.findByText('अभी तक कोई SMS नहीं भेजा गया।')).toBeInTheDocument();
    expect(await screen.findByText('अभी तक कोई भुगतान नहीं।')).toBeInTheDocument();
    expect(screen.getByText(/^अभी कोई TDS प्रमाणपत्र नहीं/)).toBeInTheDocument();
  });

  it('keeps a card’s failure in its card, in Hindi', async () => {
    const fail = () => new Response('boom', { status: 500 });
    dashboardApi({ '/api/nominee': fail, '/api/bank-account': fail, '/api/texts': fail, '/api/reports/u1/tax-papers': fail, '/api/tds': fail });
    renderDashboardIn('hi');
    for (const text of [
      'आपके नामिती की जानकारी लोड नहीं हो सकी।',
      'आपके बैंक खाते की जानकारी लोड नहीं हो सकी।',
      'आपके SMS लोड नहीं हो सके।',
      'आपके टैक्स दस्तावेज़ लोड नहीं हो सके।',
      'आपके TDS का सारांश लोड नहीं हो सका।',
    ])
      expect(await screen.findByText(text, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'फिर से कोशिश करें' })).toHaveLength(5);
  });

  it('reads the nominee and a bank account change in Hindi, the change’s time in Hindi', async () => {
    const current = payoutAccount.account;
    if (!current) throw new Error('fixture without an account');
    const changed = { ...current, last4: '4321', payoutsFrom: '2026-04-03T05:00:00.000Z' };
    dashboardApi({
      '/api/nominee': answerJson({ message: '', nominee: { ...nomineeNamed.nominee, status: 'not_started', name: null, relationship: null } }),
      '/api/bank-account': answerJson({ ...payoutAccount, account: changed, payoutsGoTo: current }),
    });
    renderDashboardIn('hi');
    await waitFor(() => expect(screen.getByTestId('nominee-line')).toHaveTextContent('नहीं चुना गया · नामिती चुनें'));
    expect(screen.getByTestId('payout-account-change')).toHaveTextContent('नया खाता State Bank of India •••• 4321: 3 अप्रैल 2026, 10:30 am IST से भुगतान इसमें जाएँगे');
  });

  it.each([
    ['a new account being confirmed', { status: 'verifying', withCurrent: true }, 'नए खाते State Bank of India •••• 4321 की पुष्टि हो रही है'],
    ['a first account being confirmed', { status: 'verifying', withCurrent: false }, 'State Bank of India •••• 4321 (पुष्टि हो रही है)'],
  ])('reads %s in Hindi', async (_case, { status, withCurrent }, text) => {
    const current = payoutAccount.account;
    if (!current) throw new Error('fixture without an account');
    const account = { ...current, last4: '4321', status, payoutsFrom: null };
    dashboardApi({
      '/api/nominee': answerJson({ message: '', nominee: { ...nomineeNamed.nominee, status: 'opted_out', name: null, relationship: null } }),
      '/api/bank-account': answerJson({ ...payoutAccount, account, payoutsGoTo: withCurrent ? current : null }),
    });
    renderDashboardIn('hi');
    await waitFor(() => expect(screen.getByTestId('payout-account-line')).toHaveTextContent(text));
    expect(screen.getByTestId('nominee-line')).toHaveTextContent('कोई नामिती नहीं (आपने मना किया)');
  });

  it('keeps a pending KYC investor’s cards in Hindi', async () => {
    dashboardApi({ '/api/session': answerJson({ ...session, kycStatus: 'pending' }) });
    renderDashboardIn('hi');
    expect(await screen.findByText('KYC: लंबित')).toBeInTheDocument();
    expect(screen.getByText('आपका KYC सत्यापित होने के बाद ब्याज पर TDS की जानकारी यहाँ दिखेगी।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'KYC' })).toHaveAttribute('href', '/kyc');
  });
});
