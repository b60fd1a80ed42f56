import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cashfreeError } from './cashfree-error.ts';
import { nameMatch } from './name-match.ts';
import { panLinkOf, sandboxPanHolder } from './sandbox-holder.ts';

/**
 * POST /verification/pan `{pan, name}`: Cashfree's "Verify PAN (sync)". Answers whether the PAN exists (`valid`), its
 * registered name and how well `name` matches it (`name_match_result`, `name_match_score`), and its link to an Aadhaar
 * (`aadhaar_seeding_status`: `Y` linked, `R` not linked) with `pan_status` (`INOPERATIVE` for a PAN made inoperative for
 * want of the link): see panLinkOf.
 */
export function registerPanRoute(app: FastifyInstance): void {
  app.post<{ Body: { pan?: unknown; name?: unknown } | undefined }>('/verification/pan', async (request, reply) => {
    const pan = request.body?.pan;
    const name = typeof request.body?.name === 'string' ? request.body.name : '';
    if (pan === undefined || pan === '') return cashfreeError(reply, 400, 'validation_error', 'pan_missing', 'pan is missing in the request.');
    if (typeof pan !== 'string' || !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return cashfreeError(reply, 400, 'validation_error', 'pan_invalid', 'Enter valid PAN.');
    const referenceId = randomInt(100_000, 999_999_999);
    const registered = sandboxPanHolder(pan);
    if (registered === undefined) {
      return { pan, reference_id: referenceId, name_provided: name, registered_name: '', valid: false, message: 'Invalid PAN', pan_status: 'INVALID' };
    }
    const match = nameMatch(name, registered);
    const link = panLinkOf(pan);
    return {
      pan,
      type: 'Individual',
      reference_id: referenceId,
      name_provided: name,
      registered_name: registered.toUpperCase(),
      valid: true,
      message: 'PAN verified successfully',
      name_match_score: match.score,
      name_match_result: match.result,
      aadhaar_seeding_status: link.linked ? 'Y' : 'R',
      last_updated_at: '01/01/2024',
      name_pan_card: registered.toUpperCase(),
      pan_status: link.inoperative ? 'INOPERATIVE' : 'VALID',
      aadhaar_seeding_status_desc: link.linked ? 'Aadhaar is linked to PAN' : 'Aadhaar is not linked to PAN',
    };
  });
}
