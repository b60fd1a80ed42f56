import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RAZORPAY_CHECKOUT_SCRIPT_PATH } from '../../../libs/contracts/src/gateway.ts';
import { SANDBOX_TEST_VALUES } from '../../../libs/contracts/src/payments.ts';
import type { SandboxGateway } from '../src/index.ts';
import { razorpayAt, startGateway } from './support.ts';

const SHELL = 'http://localhost:8080';
let gateway: SandboxGateway;

beforeAll(async () => {
  gateway = await startGateway({ publicUrl: 'http://localhost:18090/', frameAncestors: [SHELL] });
});
afterAll(async () => {
  await gateway.close();
});

async function page(query: Record<string, string>): Promise<{ response: Response; html: string }> {
  const response = await fetch(`${gateway.url}/v1/checkout/embedded?${new URLSearchParams(query)}`);
  return { response, html: await response.text() };
}

describe('the checkout script and the hosted page', () => {
  it('serves checkout.js without auth: JavaScript defining window.Razorpay and framing the page on the public origin', async () => {
    const response = await fetch(`${gateway.url}${RAZORPAY_CHECKOUT_SCRIPT_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const script = await response.text();
    expect(script).toContain('window.Razorpay = Razorpay');
    expect(script).toContain('"http://localhost:18090"');
    expect(script).toContain("frame.title = 'Razorpay Checkout'");
    expect(script).toContain('event.origin !== ORIGIN');
    expect(() => new Function(script)).not.toThrow();
  });

  it('serves the hosted card page with a strict CSP, frame-ancestors and no-store', async () => {
    const order = await razorpayAt(gateway.url).orders.create({ amount: 10_033_000, currency: 'INR', receipt: 'page-card' });
    const { response, html } = await page({ key_id: 'rzp_test_sandbox', order_id: order.id, method: 'card', name: 'Bold <Invest>', parent_origin: SHELL });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`frame-ancestors ${SHELL}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html).toContain('Sandbox');
    expect(html).toContain('₹1,00,330');
    expect(html).toContain('Bold &#60;Invest&#62;');
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV', 'Name on card']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Pay ₹1,00,330</button>');
    expect(html).toContain(`data-parent-origin="${SHELL}"`);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);

    const script = await fetch(`${gateway.url}/v1/checkout/embedded.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^application\/javascript/);
    const pageScript = await script.text();
    expect(pageScript).toContain('window.parent.postMessage(message, data.parentOrigin)');
    expect(() => new Function(pageScript)).not.toThrow();
    expect((await fetch(`${gateway.url}/v1/checkout/embedded.css`)).headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('shows the UPI approval and the net-banking Success/Failure page', async () => {
    const razorpay = razorpayAt(gateway.url);
    const upi = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: 'page-upi' });
    const upiPage = await page({ key_id: 'rzp_test_sandbox', order_id: upi.id, method: 'upi', 'prefill[vpa]': 'rahul.kumar@okaxis' });
    expect(upiPage.html).toContain('Approve the request sent to <strong>rahul.kumar@okaxis</strong>');
    expect(upiPage.html).toContain('>Approve</button>');
    expect(upiPage.html).toContain('>Decline</button>');

    const bank = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: 'page-nb' });
    const bankPage = await page({ key_id: 'rzp_test_sandbox', order_id: bank.id, method: 'netbanking', 'prefill[bank]': 'HDFC' });
    expect(bankPage.html).toContain('HDFC Bank');
    expect(bankPage.html).toContain('>Success</button>');
    expect(bankPage.html).toContain('>Failure</button>');
    expect(bankPage.html).not.toContain('Pay from');
  });

  it('lets the tester pay a TPV order from the registered account (default) or another, showing last four digits only', async () => {
    const razorpay = razorpayAt(gateway.url);
    const bankAccount = { account_number: '50100012345678', name: 'Asha Rao', ifsc: 'HDFC0000001' };
    const order = await razorpay.orders.create({ amount: 100_000, currency: 'INR', receipt: 'page-tpv', bank_account: bankAccount });
    for (const method of ['netbanking', 'upi']) {
      const { html } = await page({ key_id: 'rzp_test_sandbox', order_id: order.id, method, 'prefill[bank]': 'HDFC', 'prefill[vpa]': 'asha.rao@okaxis' });
      expect(html).toContain('<label for="payer-account">Pay from</label>');
      expect(html).toContain('<option value="">Your registered account •••• 5678</option>');
      expect(html).toContain(`<option value="${SANDBOX_TEST_VALUES.otherBankAccountNumber}">Another account •••• 0017</option>`);
      expect(html).not.toContain(bankAccount.account_number);
    }
  });

  it('refuses a parent origin that may not frame it, and an unknown order', async () => {
    const order = await razorpayAt(gateway.url).orders.create({ amount: 100_000, currency: 'INR', receipt: 'page-refused' });
    const foreign = await page({ key_id: 'rzp_test_sandbox', order_id: order.id, parent_origin: 'https://evil.example' });
    expect(foreign.response.status).toBe(400);
    expect(foreign.html).not.toContain('data-parent-origin');
    expect((await page({ key_id: 'rzp_test_sandbox', order_id: 'order_00000000000000' })).response.status).toBe(400);
  });

  it('answers /health', async () => {
    const response = await fetch(`${gateway.url}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
