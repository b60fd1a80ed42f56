/**
 * An IFSC lookup answering like Razorpay's public IFSC API (https://ifsc.razorpay.com/<IFSC>): `GET /ifsc/:code` →
 * the branch's JSON (`BANK`, `IFSC`, `BRANCH`, `CITY`, `STATE`, `ADDRESS`, `MICR`, `BANKCODE`, …), or 404 with the
 * JSON string "Not Found" for a code it does not know. No auth, CORS open, as the real one. The API's IFSC adapter
 * is pointed at `<stand-in>/ifsc`; fund accounts take their `bank_name` from the same directory.
 */
import type { FastifyInstance } from 'fastify';
import { type IfscRecord, branchOf } from './ifsc-directory.ts';

/** RBI's IFSC format: four letters (the bank), a zero, six letters or digits (the branch). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const IFSC_LOOKUP_PATH = '/ifsc/:code';

/** The branch of a well-formed IFSC (any case) of a bank the stand-in knows; undefined otherwise. */
export function lookupIfsc(code: string): IfscRecord | undefined {
  const ifsc = code.trim().toUpperCase();
  return IFSC_PATTERN.test(ifsc) ? branchOf(ifsc) : undefined;
}

export function ifscRoutes(app: FastifyInstance): void {
  app.get<{ Params: { code: string } }>(IFSC_LOOKUP_PATH, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const branch = lookupIfsc(request.params.code);
    if (!branch) return reply.code(404).type('application/json; charset=utf-8').send(JSON.stringify('Not Found'));
    return branch;
  });
}
