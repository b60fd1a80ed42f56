import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { formatIndiaDate } from '@invest/contracts';
import { useFakeClock } from '@invest/testing';
import { emptyPortfolio, renderDemo, selectedFd, signedUp, stubApi, type Call } from '../../testing/render-demo.js';

beforeEach(() => useFakeClock());
afterEach(() => {
  jest.useRealTimers();
});

const investment = {
  id: 'abcdef12-0000-4000-8000-000000000000',
  productName: 'FD Premium',
  productType: 'fd-premium',
  amount: 50000,
  returnRate: 18,
  duration: 12,
  investmentDate: '2026-11-22T00:00:00.000Z',
  maturityDate: '2027-11-22T00:00:00.000Z',
};

async function openPayment(invest: (call: Call) => Response = () => Response.json({ investment }, { status: 201 }), locale: 'en' | 'hi' = 'en') {
  const calls = stubApi((call) => {
    if (call.path === '/api/demo/invest') return invest(call);
    if (call.path === '/api/demo/update-step') return Response.json({ userId: 'demo-1', step: 'dashboard' });
    return Response.json(emptyPortfolio);
  });
  signedUp();
  window.sessionStorage.setItem('demo-selected-product', JSON.stringify(selectedFd));
  const view = renderDemo('/demo/payment', locale);
  await screen.findByRole('heading', { level: 1, name: locale === 'hi' ? 'भुगतान' : 'Payment' });
  return { ...view, calls, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) };
}

describe('/demo/payment', () => {
  it('needs a method, processes for 3 s, invests, moves the step to dashboard and redirects after 3 s', async () => {
    const { user, calls, router } = await openPayment();
    expect(screen.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('18% p.a.')).toBeInTheDocument();
    expect(screen.getByText('₹9,000')).toBeInTheDocument();
    expect(screen.getByText('₹59,000')).toBeInTheDocument();
    expect(screen.getByText('Recommended')).toBeInTheDocument();
    expect(screen.getByText('1-2 minutes')).toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Proceed with Payment' });
    expect(pay).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Net Banking/ }));
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(screen.getByRole('heading', { name: 'Processing Your Payment' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Verifying payment details...',
      'Processing demo transaction...',
      'Creating your investment...',
    ]);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(calls.filter((call) => call.path === '/api/demo/invest')).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/demo/invest',
        body: { userId: 'demo-1', productType: 'fd-premium', productName: 'FD Premium', amount: 50000, duration: 12, returnRate: '18' },
      },
      { method: 'POST', path: '/api/demo/update-step', body: { userId: 'demo-1', step: 'dashboard' } },
    ]);
    // The toast host renders Radix Toast once the first toast is raised (loaded on demand): the toast follows the page.
    expect(await screen.findByText('Investment Successful!')).toBeInTheDocument();
    expect(screen.getByText('Your demo investment has been created')).toBeInTheDocument();
    expect(screen.getByText('Net Banking')).toBeInTheDocument();
    expect(screen.getByText('ABCDEF12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Your Dashboard' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/dashboard'));
  });

  it('shows the Error toast with the server message and returns to the method view', async () => {
    const { user, router } = await openPayment(
      () => new Response('{"statusCode":400,"code":"VALIDATION_FAILED","message":"Amount must be between"}', { status: 400 }),
    );
    await user.click(screen.getByRole('radio', { name: /UPI Payment/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed with Payment' }));
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(/^400: .*Amount must be between/)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed with Payment' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/demo/payment');
  });

  it('Back to KYC goes to /demo/kyc', async () => {
    const { user, router } = await openPayment();
    await user.click(screen.getByRole('button', { name: '← Back to KYC' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/kyc'));
  });

  it('speaks Hindi under /hi: the summary, the methods, the processing lines, the receipt with its date, the toasts', async () => {
    const { user, router } = await openPayment(undefined, 'hi');
    expect(screen.getByText('चरण 3/4: भुगतान')).toBeInTheDocument();
    expect(screen.getByText('अपेक्षित रिटर्न').nextElementSibling).toHaveTextContent('18% प्रति वर्ष');
    expect(screen.getByText('अनुमानित कुल रिटर्न').nextElementSibling).toHaveTextContent('₹9,000');
    const methods = within(screen.getByRole('radiogroup', { name: 'भुगतान का तरीका' }));
    expect(methods.getByText('सुझाया गया')).toBeInTheDocument();
    expect(methods.getByText('1-2 मिनट')).toBeInTheDocument();
    expect(methods.getAllByText('तुरंत')).toHaveLength(2);
    expect(screen.getByRole('note')).toHaveTextContent('डेमो मोड: यह एक नमूना भुगतान है। कोई असली पैसा नहीं कटेगा।');
    await user.click(screen.getByRole('radio', { name: /नेट बैंकिंग/ }));
    await user.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    const processing = within(screen.getByRole('heading', { name: 'आपका भुगतान प्रोसेस हो रहा है' }).parentElement as HTMLElement);
    expect(processing.getByRole('status')).toHaveTextContent('भुगतान प्रोसेस हो रहा है');
    expect(processing.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'भुगतान के विवरण की जाँच हो रही है...',
      'डेमो लेन-देन प्रोसेस हो रहा है...',
      'आपका निवेश बनाया जा रहा है...',
    ]);
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(await screen.findByRole('heading', { name: 'भुगतान सफल रहा!' })).toBeInTheDocument();
    expect(await screen.findByText('निवेश सफल रहा!')).toBeInTheDocument();
    expect(screen.getByText('आपका डेमो निवेश बन गया है')).toBeInTheDocument();
    expect(screen.getByText('भुगतान का तरीका').nextElementSibling).toHaveTextContent('नेट बैंकिंग');
    // The maturity date as India's calendar reads it in Hindi.
    const maturity = screen.getByText('परिपक्वता तिथि').nextElementSibling;
    expect(maturity).toHaveTextContent(formatIndiaDate(investment.maturityDate, 'hi'));
    expect(maturity).not.toHaveTextContent(/Nov/);
    expect(screen.getByRole('button', { name: 'अपना डैशबोर्ड देखें' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/dashboard'));
  });
});
