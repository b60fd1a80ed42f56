import type { FastifyReply } from 'fastify';

/** Cashfree's error body: `{type, code, message}` with the HTTP status of the documented response code. */
export function cashfreeError(reply: FastifyReply, status: number, type: string, code: string, message: string) {
  reply.code(status);
  return { type, code, message };
}
