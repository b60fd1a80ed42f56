import type { KycStatus, Language } from '@invest/contracts';

export interface AuthenticatedUser {
  id: string;
  phone: string;
  kycStatus: KycStatus;
  language: Language;
}

export interface AuthContext {
  user: AuthenticatedUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by SessionGuard for signed-in requests. */
    auth?: AuthContext;
  }
}
