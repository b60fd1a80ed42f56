import type { FastifyInstance } from 'fastify';
import type { Inbox } from './inbox.ts';

/**
 * GET /inbox?phone=9876543210: the texts "delivered" to that phone, newest first (QA, developers and the e2e suites
 * read OTPs here). Not part of MSG91's API: the stand-in's own window onto the phones.
 */
export function registerInboxRoute(app: FastifyInstance, inbox: Inbox): void {
  app.get<{ Querystring: { phone?: string } }>('/inbox', async (request, reply) => {
    const phone = request.query.phone ?? '';
    if (!/^[6-9]\d{9}$/.test(phone)) {
      reply.code(400);
      return { message: 'phone must be a 10-digit Indian mobile number, e.g. /inbox?phone=9876543210' };
    }
    reply.header('cache-control', 'no-store');
    return inbox.list(phone);
  });
}
