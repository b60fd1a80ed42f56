import { expect, type APIRequestContext } from '@playwright/test';
import type { NomineeResponse } from '@invest/contracts';
import { csrfHeaders } from './session.ts';

/** Records the investor's explicit choice not to name a nominee (PUT /api/nominee), the last onboarding step. */
export async function optOutOfNominee(request: APIRequestContext): Promise<void> {
  const saved = await request.put('/api/nominee', { data: { optOut: true }, headers: csrfHeaders });
  expect(saved.status(), await saved.text()).toBe(200);
  expect(((await saved.json()) as NomineeResponse).nominee.status).toBe('opted_out');
}
