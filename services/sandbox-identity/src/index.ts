export { startSandboxIdentity, type SandboxIdentity } from './server.ts';
export type { SandboxIdentityOptions } from './options.ts';
export type { InboxMessage } from './sms/inbox.ts';
