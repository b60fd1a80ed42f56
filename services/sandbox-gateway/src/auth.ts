/**
 * Razorpay's API authentication: HTTP Basic with `key_id:key_secret` on every /v1 route, except what a browser
 * loads or calls from the checkout (the script, the hosted page and its files, and the checkout's payment step,
 * which carries the public key id in its body as Razorpay's own checkout does).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RAZORPAY_CHECKOUT_SCRIPT_PATH } from '@invest/contracts';
import { CHECKOUT_PAGE_PATH, CHECKOUT_PAGE_SCRIPT_PATH, CHECKOUT_PAGE_STYLE_PATH } from './checkout-page.ts';
import type { GatewayContext } from './context.ts';
import { authenticationFailed } from './errors.ts';
import { CHECKOUT_PAYMENT_PATH } from './payments.ts';

const PUBLIC_ROUTES = new Set([RAZORPAY_CHECKOUT_SCRIPT_PATH, CHECKOUT_PAGE_PATH, CHECKOUT_PAGE_SCRIPT_PATH, CHECKOUT_PAGE_STYLE_PATH, CHECKOUT_PAYMENT_PATH]);

/** Compares digests, so neither the content nor the length of the secret leaks through timing. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** `Authorization: Basic base64(key_id:key_secret)`, strictly in that format (as Razorpay requires). */
export function isAuthorised(header: string | undefined, keyId: string, keySecret: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  const decoded = Buffer.from(header.slice('Basic '.length).trim(), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  const idOk = sameSecret(decoded.slice(0, colon), keyId);
  const secretOk = sameSecret(decoded.slice(colon + 1), keySecret);
  return idOk && secretOk;
}

export function requireBasicAuth(app: FastifyInstance, ctx: GatewayContext): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v1/')) return;
    const route = request.routeOptions.url;
    if (route !== undefined && PUBLIC_ROUTES.has(route)) return;
    if (!isAuthorised(request.headers.authorization, ctx.keyId, ctx.keySecret)) throw authenticationFailed();
  });
}
