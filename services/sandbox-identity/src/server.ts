import Fastify from 'fastify';
import { AadhaarOtpSessions } from './kyc/aadhaar-otp-sessions.ts';
import { registerAadhaarOtpRoutes } from './kyc/aadhaar-otp-routes.ts';
import { requireCashfreeKeys } from './kyc/cashfree-auth.ts';
import { registerPanRoute } from './kyc/pan-route.ts';
import { registerAmfiNavRoutes } from './market/amfi-nav-routes.ts';
import { registerGoldPriceRoute } from './market/gold-price-route.ts';
import { type SandboxIdentityOptions, withDefaults } from './options.ts';
import { Inbox, type InboxMessage } from './sms/inbox.ts';
import { registerInboxRoute } from './sms/inbox-route.ts';
import { registerMsg91FlowRoute } from './sms/msg91-flow-route.ts';

export interface SandboxIdentity {
  /**
   * `http://host:port`: MSG91_API_URL; CASHFREE_VERIFICATION_API_URL is `${url}/verification`, AMFI_NAV_URL `${url}/amfi`,
   * GOLD_PRICE_API_URL `${url}/gold`.
   */
  url: string;
  /** The texts delivered to a phone, newest first (what GET /inbox answers). */
  inbox(phone: string): InboxMessage[];
  close(): Promise<void>;
}

/** Starts the stand-in (MSG91 Flow API, Cashfree Verification API, GET /inbox) and answers once it listens. */
export async function startSandboxIdentity(partial: Partial<SandboxIdentityOptions> = {}): Promise<SandboxIdentity> {
  const options = withDefaults(partial);
  // Slow test values hold a request open: close() must not wait for them.
  const app = Fastify({ logger: false, forceCloseConnections: true, bodyLimit: 64 * 1024 });
  const inbox = new Inbox();
  app.get('/health', async () => ({ status: 'ok' }));
  registerMsg91FlowRoute(app, options, inbox);
  registerInboxRoute(app, inbox);
  requireCashfreeKeys(app, options);
  registerAadhaarOtpRoutes(app, options, new AadhaarOtpSessions());
  registerPanRoute(app);
  registerAmfiNavRoutes(app);
  registerGoldPriceRoute(app, options);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The identity stand-in has no TCP address');
  const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host}:${address.port}`,
    inbox: (phone) => inbox.list(phone),
    close: () => app.close(),
  };
}
