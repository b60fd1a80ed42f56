import type { FastifyReply } from 'fastify';

/** A download: its type, its file name, and never cached (personal data). */
export function attachment(reply: FastifyReply, contentType: string, filename: string): void {
  reply.header('content-type', contentType);
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'no-store');
}
