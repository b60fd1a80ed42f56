/**
 * `npm start` runs this on :8091: the MSG91 and Cashfree Verification stand-in. Its keys come from the same variables
 * the API reads (MSG91_AUTH_KEY, MSG91_TEMPLATE_ID, MSG91_TEMPLATE_ID_HI, CASHFREE_CLIENT_ID, CASHFREE_CLIENT_SECRET), each defaulting to
 * the documented sandbox value (SANDBOX_IDENTITY in @invest/contracts).
 */
import { startSandboxIdentity } from './server.ts';

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const optional = <K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> =>
  value === undefined ? {} : ({ [key]: value } as Record<K, string>);

const standIn = await startSandboxIdentity({
  port: Number(env('PORT') ?? 8091),
  host: env('HOST') ?? '127.0.0.1',
  ...optional('msg91AuthKey', env('MSG91_AUTH_KEY')),
  ...optional('msg91TemplateId', env('MSG91_TEMPLATE_ID')),
  ...optional('msg91HindiTemplateId', env('MSG91_TEMPLATE_ID_HI')),
  ...optional('cashfreeClientId', env('CASHFREE_CLIENT_ID')),
  ...optional('cashfreeClientSecret', env('CASHFREE_CLIENT_SECRET')),
});
console.log(`Identity stand-in (MSG91 + Cashfree Verification) on ${standIn.url}; texts: ${standIn.url}/inbox?phone=<10 digits>`);

const stop = () => {
  void standIn.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
