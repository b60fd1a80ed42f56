/**
 * GET /v1/checkout/embedded: the hosted checkout page the checkout script frames (plain server-rendered HTML, its
 * script and styles served from their own paths so the CSP needs no 'unsafe-inline'). It shows the merchant, the
 * order's amount and, by method, the card fields, the UPI approval (or AutoPay mandate) or the sandbox bank's
 * Success/Failure page; it pays through POST /v1/payments/create/checkout on its own origin and tells the framing
 * page the result with postMessage, only to the parent origin it was given and only if that origin may frame it.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayContext } from './context.ts';
import { type OrderRecord, PAYMENT_METHODS, type PaymentMethod } from './entities.ts';
import { type Fields, asFields } from './fields.ts';
import { formatDate, formatRupees } from './money.ts';
import { BANKS, SANDBOX_TEST_VALUES, bankName, isBankCode } from './test-values.ts';

export const CHECKOUT_PAGE_PATH = '/v1/checkout/embedded';
export const CHECKOUT_PAGE_SCRIPT_PATH = '/v1/checkout/embedded.js';
export const CHECKOUT_PAGE_STYLE_PATH = '/v1/checkout/embedded.css';
/** Marks the page's messages to the checkout script. */
export const MESSAGE_SOURCE = 'razorpay-sandbox-checkout';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page may be framed only by these origins; `'none'` when there are none. */
export function pageContentSecurityPolicy(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    "img-src 'self' data:",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

const FREQUENCY_WORDS: Record<string, string> = {
  daily: 'daily',
  weekly: 'weekly',
  fortnightly: 'fortnightly',
  bimonthly: 'every two months',
  monthly: 'monthly',
  quarterly: 'quarterly',
  half_yearly: 'every six months',
  yearly: 'yearly',
  as_presented: 'as presented',
};

interface PageRequest {
  keyId: string;
  orderId: string;
  method: string;
  name: string;
  description: string;
  prefillName: string;
  email: string;
  contact: string;
  vpa: string;
  bank: string;
  customerId: string;
  parentOrigin: string;
  themeColor: string;
}

function text(query: Fields, name: string, maxLength = 256): string {
  const value = query[name];
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : '';
}

function readPageRequest(query: Fields): PageRequest {
  return {
    keyId: text(query, 'key_id'),
    orderId: text(query, 'order_id'),
    method: text(query, 'method'),
    name: text(query, 'name', 100),
    description: text(query, 'description', 255),
    prefillName: text(query, 'prefill[name]', 100),
    email: text(query, 'prefill[email]', 254),
    contact: text(query, 'prefill[contact]', 20),
    vpa: text(query, 'prefill[vpa]', 321),
    bank: text(query, 'prefill[bank]', 10),
    customerId: text(query, 'customer_id', 40),
    parentOrigin: text(query, 'parent_origin'),
    themeColor: text(query, 'theme_color', 20),
  };
}

function dataAttributes(values: Record<string, string>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
    .join('');
}

function field(id: string, label: string, attributes: string): string {
  return `<div class="field"><label for="${id}">${label}</label><input id="${id}" ${attributes} aria-describedby="${id}-error"><p id="${id}-error" class="field-error"></p></div>`;
}

function cardSection(amount: string, prefillName: string): string {
  return `<section class="method">
<h2>Card</h2>
<form id="card-form" novalidate>
${field('card-number', 'Card number', 'inputmode="numeric" autocomplete="cc-number" maxlength="23" required')}
<div class="row">
${field('card-expiry', 'Expiry (MM/YY)', 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}
${field('card-cvv', 'CVV', 'type="password" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required')}
</div>
${field('card-name', 'Name on card', `autocomplete="cc-name" maxlength="100" value="${escapeHtml(prefillName)}"`)}
<button type="submit" class="primary">Pay ${amount}</button>
</form>
</section>`;
}

/**
 * Third-party validation: the account the bank will say the money comes from. The order's `bank_account` (the
 * default), or the documented other account whose payment the stand-in fails. Only last four digits are shown.
 */
function payFromField(order: OrderRecord): string {
  if (!order.bankAccount) return '';
  const own = order.bankAccount.accountNumber;
  const other = SANDBOX_TEST_VALUES.otherBankAccountNumber;
  return `<div class="field"><label for="payer-account">Pay from</label><select id="payer-account"><option value="">Your registered account •••• ${escapeHtml(
    own.slice(-4),
  )}</option><option value="${other}">Another account •••• ${other.slice(-4)}</option></select></div>
<p class="hint">Sandbox: the bank reports the account the money comes from; the order takes it only from the registered one.</p>`;
}

function upiSection(vpa: string, order: OrderRecord): string {
  const target = vpa
    ? `<p>Approve the request sent to <strong>${escapeHtml(vpa)}</strong></p>`
    : `${field('upi-id', 'UPI ID', 'autocomplete="off" placeholder="yourname@bank" maxlength="321" required')}<p>Approve the request sent to your UPI app.</p>`;
  if (order.token) {
    const frequency = FREQUENCY_WORDS[order.token.frequency] ?? order.token.frequency;
    return `<section class="method">
<h2>UPI AutoPay</h2>
${target}
${payFromField(order)}
<p class="mandate">AutoPay mandate: debits of up to <strong>${formatRupees(order.token.maxAmount)}</strong> each, <strong>${escapeHtml(frequency)}</strong>, valid until <strong>${formatDate(order.token.expireAt)}</strong>.</p>
<p class="hint">Sandbox: choose what the customer does in their UPI app.</p>
<div class="actions"><button type="button" class="primary" data-outcome="success">Approve AutoPay</button><button type="button" class="secondary" data-outcome="failure">Decline</button></div>
</section>`;
  }
  return `<section class="method">
<h2>UPI</h2>
${target}
${payFromField(order)}
<p class="hint">Sandbox: choose what the customer does in their UPI app.</p>
<div class="actions"><button type="button" class="primary" data-outcome="success">Approve</button><button type="button" class="secondary" data-outcome="failure">Decline</button></div>
</section>`;
}

function netBankingSection(bank: string, order: OrderRecord): string {
  const choice = isBankCode(bank)
    ? `<p>Bank: <strong>${escapeHtml(bankName(bank))}</strong></p>`
    : `<div class="field"><label for="bank">Bank</label><select id="bank" required aria-describedby="bank-error"><option value="">Select your bank</option>${Object.entries(
        BANKS,
      )
        .map(([code, name]) => `<option value="${code}">${escapeHtml(name)}</option>`)
        .join('')}</select><p id="bank-error" class="field-error"></p></div>`;
  return `<section class="method">
<h2>Net banking</h2>
${choice}
${payFromField(order)}
<p class="hint">Sandbox bank page: choose how the bank answers.</p>
<div class="actions"><button type="button" class="primary" data-outcome="success">Success</button><button type="button" class="secondary" data-outcome="failure">Failure</button></div>
</section>`;
}

interface PageView {
  merchant: string;
  description: string;
  amount: string | null;
  body: string;
  data: Record<string, string>;
}

function renderPage(view: PageView): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Razorpay Checkout (Sandbox)</title>
<link rel="stylesheet" href="${CHECKOUT_PAGE_STYLE_PATH}">
<script src="${CHECKOUT_PAGE_SCRIPT_PATH}" defer></script>
</head>
<body>
<main id="checkout" class="checkout" aria-label="Razorpay Checkout"${dataAttributes(view.data)}>
<header class="merchant">
<p class="sandbox-badge">Sandbox</p>
<h1>${escapeHtml(view.merchant)}</h1>
${view.description ? `<p class="description">${escapeHtml(view.description)}</p>` : ''}
${view.amount ? `<p class="amount"><span class="visually-hidden">Amount: </span>${view.amount}</p>` : ''}
</header>
${view.body}
<p id="checkout-status" class="status" role="status" aria-live="polite"></p>
<p id="checkout-error" class="error" role="alert"></p>
<button type="button" id="checkout-cancel" class="link">Cancel</button>
<footer class="note">Sandbox stand-in for Razorpay: no real money moves.</footer>
</main>
</body>
</html>
`;
}

function notice(message: string, merchant: string, parentOrigin: string): string {
  return renderPage({
    merchant: merchant || 'Razorpay Checkout',
    description: '',
    amount: null,
    body: `<p class="notice">${escapeHtml(message)}</p>`,
    data: { 'parent-origin': parentOrigin },
  });
}

function methodOf(requested: string, order: OrderRecord): PaymentMethod {
  if (order.method) return order.method;
  return (PAYMENT_METHODS as readonly string[]).includes(requested) ? (requested as PaymentMethod) : 'card';
}

/** The page for this request, and its HTTP status. */
function checkoutPage(ctx: GatewayContext, page: PageRequest): { status: number; html: string } {
  const allowedParent = page.parentOrigin !== '' && ctx.frameAncestors.includes(page.parentOrigin) ? page.parentOrigin : '';
  if (page.parentOrigin !== '' && allowedParent === '') {
    return { status: 400, html: notice('This checkout cannot be opened from this website.', page.name, '') };
  }
  if (page.keyId !== ctx.keyId) return { status: 400, html: notice('This checkout link is not valid: unknown key.', page.name, allowedParent) };
  const order = ctx.ledger.order(page.orderId);
  if (!order) return { status: 400, html: notice('This checkout link is not valid: unknown order.', page.name, allowedParent) };
  if (order.status === 'paid') return { status: 200, html: notice('This order has already been paid.', page.name, allowedParent) };
  if (ctx.ledger.paymentsOfOrder(order.id).some((payment) => payment.status === 'authorized')) {
    return { status: 200, html: notice('A payment of this order is being processed by the bank.', page.name, allowedParent) };
  }
  const method = methodOf(page.method, order);
  const amount = formatRupees(order.amount - order.amountPaid);
  const body = method === 'card' ? cardSection(amount, page.prefillName) : method === 'upi' ? upiSection(page.vpa, order) : netBankingSection(page.bank, order);
  const data: Record<string, string> = {
    'key-id': ctx.keyId,
    'order-id': order.id,
    method,
    'parent-origin': allowedParent,
    email: page.email,
    contact: page.contact,
    description: page.description,
    vpa: method === 'upi' ? page.vpa : '',
    bank: method === 'netbanking' && isBankCode(page.bank) ? page.bank : '',
    recurring: order.token ? '1' : '',
    'customer-id': order.token ? (order.customerId ?? '') : page.customerId,
    'theme-color': /^#[0-9A-Fa-f]{3,8}$/.test(page.themeColor) ? page.themeColor : '',
  };
  return { status: 200, html: renderPage({ merchant: page.name || 'Merchant', description: page.description, amount, body, data }) };
}

/** Browser-side of the page (served from CHECKOUT_PAGE_SCRIPT_PATH; no inline script). */
export const CHECKOUT_PAGE_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('checkout');
  if (!root) return;
  var data = root.dataset;
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};
  var framed = window.parent !== window;
  var statusBox = document.getElementById('checkout-status');
  var errorBox = document.getElementById('checkout-error');
  var busy = false;
  if (data.themeColor) document.documentElement.style.setProperty('--accent', data.themeColor);

  function tell(message) {
    if (!framed || !data.parentOrigin) return;
    message.source = SOURCE;
    window.parent.postMessage(message, data.parentOrigin);
  }
  function setBusy(value) {
    busy = value;
    Array.prototype.forEach.call(root.querySelectorAll('button, input, select'), function (control) { control.disabled = value; });
  }
  function say(message) { statusBox.textContent = message; }
  function showError(message) { errorBox.textContent = message; }
  function valueOf(id) {
    var element = document.getElementById(id);
    return element ? element.value.trim() : '';
  }
  function fieldError(id, message) {
    var element = document.getElementById(id);
    var hint = document.getElementById(id + '-error');
    if (hint) hint.textContent = message;
    if (element) {
      if (message) element.setAttribute('aria-invalid', 'true');
      else element.removeAttribute('aria-invalid');
    }
    return !message;
  }

  function pay(details, onFailure) {
    if (busy) return;
    setBusy(true);
    showError('');
    say('Processing your payment…');
    var body = { key_id: data.keyId, order_id: data.orderId, method: data.method };
    if (data.email) body.email = data.email;
    if (data.contact) body.contact = data.contact;
    if (data.description) body.description = data.description;
    if (data.recurring === '1') body.recurring = '1';
    if (data.customerId) body.customer_id = data.customerId;
    Object.keys(details).forEach(function (name) { body[name] = details[name]; });
    fetch(${JSON.stringify('/v1/payments/create/checkout')}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
      cache: 'no-store'
    })
      .then(function (response) {
        return response.json().then(function (json) { return { ok: response.ok, json: json }; });
      })
      .then(function (result) {
        if (result.ok) {
          say('Payment successful.');
          tell({ type: 'payment.success', response: result.json });
          return;
        }
        var error = (result.json && result.json.error) || { code: 'SERVER_ERROR', description: 'Something went wrong. Please try again.' };
        setBusy(false);
        say('');
        if (onFailure) onFailure();
        if (error.metadata && error.metadata.payment_id) {
          showError('Payment failed: ' + error.description + ' You can try again or cancel.');
          tell({ type: 'payment.failed', error: error });
        } else {
          showError(error.description);
        }
      })
      .catch(function () {
        setBusy(false);
        say('');
        if (onFailure) onFailure();
        showError('The payment gateway could not be reached. Please try again.');
      });
  }

  var cardForm = document.getElementById('card-form');
  if (cardForm) {
    cardForm.addEventListener('submit', function (event) {
      event.preventDefault();
      var number = valueOf('card-number').replace(/[\\s-]/g, '');
      var expiry = /^(\\d{1,2})\\s*\\/\\s*(\\d{2}|\\d{4})$/.exec(valueOf('card-expiry'));
      var cvv = valueOf('card-cvv');
      var name = valueOf('card-name');
      var ok = [
        fieldError('card-number', /^\\d{12,19}$/.test(number) ? '' : 'Enter the card number.'),
        fieldError('card-expiry', expiry ? '' : 'Enter the expiry as MM/YY.'),
        fieldError('card-cvv', /^\\d{3,4}$/.test(cvv) ? '' : 'Enter the CVV.'),
        fieldError('card-name', name ? '' : 'Enter the name on the card.')
      ].every(Boolean);
      if (!ok || !expiry) return;
      pay({ card: { number: number, expiry_month: expiry[1], expiry_year: expiry[2], cvv: cvv, name: name } }, function () {
        var cvvInput = document.getElementById('card-cvv');
        if (cvvInput) cvvInput.value = '';
      });
    });
  }

  Array.prototype.forEach.call(root.querySelectorAll('[data-outcome]'), function (button) {
    button.addEventListener('click', function () {
      var outcome = button.getAttribute('data-outcome');
      var paidFrom = valueOf('payer-account');
      var details;
      if (data.method === 'upi') {
        var vpa = data.vpa || valueOf('upi-id');
        if (!data.vpa && !fieldError('upi-id', vpa ? '' : 'Enter your UPI ID.')) return;
        details = { vpa: vpa, outcome: outcome };
      } else {
        var bank = data.bank || valueOf('bank');
        if (!data.bank && !fieldError('bank', bank ? '' : 'Select your bank.')) return;
        details = { bank: bank, outcome: outcome };
      }
      if (paidFrom) details.payer_account_number = paidFrom;
      pay(details);
    });
  });

  function dismiss() {
    if (busy) return;
    tell({ type: 'dismiss' });
    if (!framed || !data.parentOrigin) say('Payment cancelled. You can close this page.');
  }
  var cancel = document.getElementById('checkout-cancel');
  if (cancel) cancel.addEventListener('click', dismiss);
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') dismiss();
  });

  var first = root.querySelector('input, button[data-outcome], select');
  if (first) first.focus();
})();
`;

export const CHECKOUT_PAGE_STYLE = `:root { --accent: #2b5ce6; --text: #1f2937; --muted: #4b5563; --error: #b42318; color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text); background: #ffffff; }
.checkout { max-width: 440px; margin: 0 auto; padding: 20px 24px; }
.merchant { border-bottom: 1px solid #e5e7eb; margin-bottom: 16px; padding-bottom: 12px; }
.sandbox-badge { display: inline-block; margin: 0 0 8px; padding: 2px 10px; border-radius: 999px; background: #fef3c7; color: #92400e; font-size: 13px; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
h1 { margin: 0; font-size: 20px; }
h2 { margin: 0 0 12px; font-size: 17px; }
.description { margin: 4px 0 0; color: var(--muted); }
.amount { margin: 8px 0 0; font-size: 26px; font-weight: 700; }
.field { margin-bottom: 12px; flex: 1; }
.row { display: flex; gap: 12px; }
label { display: block; margin-bottom: 4px; font-weight: 600; font-size: 14px; }
input, select { width: 100%; padding: 10px 12px; border: 1px solid #6b7280; border-radius: 6px; font: inherit; }
input:focus, select:focus, button:focus { outline: 3px solid var(--accent); outline-offset: 2px; }
input[aria-invalid="true"] { border-color: var(--error); }
.field-error, .error { color: var(--error); margin: 4px 0 0; font-size: 14px; }
.field-error:empty, .error:empty, .status:empty { display: none; }
.actions { display: flex; gap: 12px; margin-top: 12px; }
button { font: inherit; cursor: pointer; border-radius: 6px; padding: 10px 16px; }
button:disabled { cursor: not-allowed; opacity: 0.6; }
.primary { width: 100%; border: 0; background: var(--accent); color: #ffffff; font-weight: 700; }
.secondary { width: 100%; border: 1px solid var(--text); background: #ffffff; color: var(--text); font-weight: 600; }
.link { margin-top: 12px; border: 0; background: none; color: var(--text); text-decoration: underline; padding: 4px 0; }
.mandate { padding: 10px 12px; background: #eff6ff; border-radius: 6px; }
.hint, .note { color: var(--muted); font-size: 14px; }
.note { margin-top: 16px; border-top: 1px solid #e5e7eb; padding-top: 8px; }
.notice { font-size: 17px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

function pageHeaders(reply: FastifyReply, ctx: GatewayContext): FastifyReply {
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', pageContentSecurityPolicy(ctx.frameAncestors))
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff');
}

export function checkoutPageRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(CHECKOUT_PAGE_PATH, async (request, reply) => {
    const { status, html } = checkoutPage(ctx, readPageRequest(asFields(request.query)));
    pageHeaders(reply, ctx).code(status);
    return html;
  });

  app.get(CHECKOUT_PAGE_SCRIPT_PATH, async (_request, reply) => {
    reply.header('content-type', 'application/javascript; charset=utf-8').header('cache-control', 'public, max-age=300');
    return CHECKOUT_PAGE_SCRIPT;
  });

  app.get(CHECKOUT_PAGE_STYLE_PATH, async (_request, reply) => {
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=300');
    return CHECKOUT_PAGE_STYLE;
  });
}
