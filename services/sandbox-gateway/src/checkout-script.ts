/**
 * GET /v1/checkout.js: the stand-in's Razorpay Standard Checkout script. It defines `window.Razorpay` with the
 * options, `open()`, `close()` and `on('payment.failed', …)` of the real one; `open()` shows a full-screen overlay
 * with the hosted checkout page of the stand-in in an iframe, so card numbers are typed on the stand-in's origin,
 * never on the merchant's. Messages are accepted only from that iframe on the stand-in's origin.
 */
import type { FastifyInstance } from 'fastify';
import { RAZORPAY_CHECKOUT_SCRIPT_PATH } from '@invest/contracts';
import { CHECKOUT_PAGE_PATH, MESSAGE_SOURCE } from './checkout-page.ts';
import type { GatewayContext } from './context.ts';

/** Browsers may keep the script for five minutes. */
const SCRIPT_MAX_AGE_S = 300;

export function checkoutScript(origin: string): string {
  return `/* Razorpay Checkout: sandbox stand-in (services/sandbox-gateway). Not the real Razorpay. */
(function () {
  'use strict';
  var ORIGIN = ${JSON.stringify(origin)};
  var PAGE = ORIGIN + ${JSON.stringify(CHECKOUT_PAGE_PATH)};
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};
  if (typeof window.Razorpay === 'function' && window.Razorpay.sandboxOrigin === ORIGIN) return;

  function style(element, properties) {
    Object.keys(properties).forEach(function (name) { element.style[name] = properties[name]; });
  }

  function queryOf(options) {
    var prefill = options.prefill || {};
    var params = new URLSearchParams();
    function put(name, value) {
      if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
    }
    put('key_id', options.key);
    put('order_id', options.order_id);
    put('method', prefill.method || options.method);
    put('amount', options.amount);
    put('currency', options.currency);
    put('name', options.name);
    put('description', options.description);
    ['name', 'email', 'contact', 'vpa', 'bank'].forEach(function (field) { put('prefill[' + field + ']', prefill[field]); });
    if (options.recurring === true || options.recurring === 1 || options.recurring === '1') put('recurring', '1');
    put('customer_id', options.customer_id);
    if (options.theme && typeof options.theme.color === 'string') put('theme_color', options.theme.color);
    put('parent_origin', window.location.origin);
    return params.toString();
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || options.key === '') throw new Error('Razorpay: the "key" option is required.');
    this.options = options;
    this._listeners = {};
    this._overlay = null;
    this._onMessage = null;
    this._restore = null;
  }
  Razorpay.sandboxOrigin = ORIGIN;

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (callback) {
      try { callback(payload); } catch (error) { setTimeout(function () { throw error; }); }
    });
  };

  Razorpay.prototype.open = function () {
    if (this._overlay) return this;
    var self = this;
    var options = this.options;
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-sandbox', 'overlay');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Razorpay Checkout');
    style(overlay, { position: 'fixed', top: '0', right: '0', bottom: '0', left: '0', zIndex: '2147483647', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'rgba(15, 23, 42, 0.6)' });
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout';
    frame.src = PAGE + '?' + queryOf(options);
    style(frame, { width: '100%', maxWidth: '440px', height: '100%', maxHeight: '660px', border: '0', borderRadius: '8px', background: '#ffffff', boxShadow: '0 12px 40px rgba(0, 0, 0, 0.35)' });
    overlay.appendChild(frame);

    this._onMessage = function (event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.source !== SOURCE) return;
      if (data.type === 'payment.success') {
        self._teardown();
        if (typeof options.handler === 'function') options.handler(data.response);
      } else if (data.type === 'payment.failed') {
        self._emit('payment.failed', { error: data.error });
      } else if (data.type === 'dismiss') {
        self._teardown();
        var modal = options.modal || {};
        if (typeof modal.ondismiss === 'function') modal.ondismiss();
      }
    };
    window.addEventListener('message', this._onMessage);

    var previousOverflow = document.body.style.overflow;
    var previousFocus = document.activeElement;
    document.body.style.overflow = 'hidden';
    this._restore = function () {
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
    };
    document.body.appendChild(overlay);
    this._overlay = overlay;
    frame.focus();
    return this;
  };

  Razorpay.prototype._teardown = function () {
    if (!this._overlay) return;
    window.removeEventListener('message', this._onMessage);
    if (this._overlay.parentNode) this._overlay.parentNode.removeChild(this._overlay);
    this._overlay = null;
    this._onMessage = null;
    if (this._restore) this._restore();
    this._restore = null;
  };

  Razorpay.prototype.close = function () {
    this._teardown();
  };

  window.Razorpay = Razorpay;
})();
`;
}

export function checkoutScriptRoutes(app: FastifyInstance, ctx: GatewayContext): void {
  app.get(RAZORPAY_CHECKOUT_SCRIPT_PATH, async (_request, reply) => {
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', `public, max-age=${SCRIPT_MAX_AGE_S}`)
      // Loaded by a plain <script> from the merchant's page: no CORS needed, but a COEP page may embed it.
      .header('cross-origin-resource-policy', 'cross-origin');
    return checkoutScript(ctx.publicOrigin());
  });
}
