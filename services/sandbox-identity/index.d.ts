/**
 * The package's public types for consumers that cannot compile `.ts` import paths (the API's tsconfig): keep in step
 * with src/index.ts (test/public-api.test.ts checks it).
 */

/** One text the stand-in "delivered", as the phone would show it. */
export interface InboxMessage {
  phone: string;
  sender: string;
  templateId: string;
  body: string;
  receivedAt: string;
}

export interface SandboxIdentityOptions {
  port: number;
  host: string;
  msg91AuthKey: string;
  msg91TemplateId: string;
  msg91TemplateText: string;
  cashfreeClientId: string;
  cashfreeClientSecret: string;
  slowResponseMs: number;
}

export interface SandboxIdentity {
  /** `http://host:port`: MSG91_API_URL; CASHFREE_VERIFICATION_API_URL is `${url}/verification`. */
  url: string;
  /** The texts delivered to a phone, newest first (what GET /inbox answers). */
  inbox(phone: string): InboxMessage[];
  close(): Promise<void>;
}

/** Starts the stand-in (MSG91 Flow API, Cashfree Verification API, GET /inbox) and answers once it listens. */
export declare function startSandboxIdentity(options?: Partial<SandboxIdentityOptions>): Promise<SandboxIdentity>;
