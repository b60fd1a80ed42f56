import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SANDBOX_PAYOUT_TEST_VALUES } from '../../../libs/contracts/src/gateway.ts';
import type { IfscRecord, SandboxGateway } from '../src/index.ts';
import { KNOWN_BANKS } from '../src/ifsc-directory.ts';
import { startGateway } from './support.ts';
import { labelledAsync } from '@invest/testing/labelled-expect';

let gateway: SandboxGateway;

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

/** As the API's adapter calls it: `<IFSC base URL>/<IFSC>`, no credentials. */
async function lookUp(code: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${gateway.url}/ifsc/${encodeURIComponent(code)}`);
  expect(response.headers.get('content-type')).toContain('application/json');
  return { status: response.status, body: await response.json() };
}

describe('the IFSC lookup (like ifsc.razorpay.com)', () => {
  it('answers a written-out branch with every field of Razorpay’s IFSC API', async () => {
    const answer = await lookUp(SANDBOX_PAYOUT_TEST_VALUES.ifsc);
    expect(answer.status).toBe(200);
    const branch = answer.body as IfscRecord;
    expect(branch).toMatchObject({
      BANK: 'State Bank of India',
      IFSC: 'SBIN0000300',
      BRANCH: 'MUMBAI MAIN BRANCH',
      CITY: 'MUMBAI',
      STATE: 'MAHARASHTRA',
      ISO3166: 'IN-MH',
      BANKCODE: 'SBIN',
      IMPS: true,
      NEFT: true,
      RTGS: true,
      UPI: true,
    });
    expect(Object.keys(branch).sort()).toEqual(
      [
        'ADDRESS',
        'BANK',
        'BANKCODE',
        'BRANCH',
        'CENTRE',
        'CITY',
        'CONTACT',
        'DISTRICT',
        'IFSC',
        'IMPS',
        'ISO3166',
        'MICR',
        'NEFT',
        'RTGS',
        'STATE',
        'SWIFT',
        'UPI',
      ].sort(),
    );
  });

  it('answers a sublet code with the bank that owns it', async () => {
    expect((await lookUp('YESB0DNB002')).body).toMatchObject({ IFSC: 'YESB0DNB002', BANK: 'Delhi Nagrik Sehkari Bank', BANKCODE: 'DENS' });
  });

  it('answers any well-formed code of a known bank with a sandbox branch, in any case', async () => {
    expect((await lookUp('hdfc0001234')).body).toMatchObject({
      IFSC: 'HDFC0001234',
      BANK: 'HDFC Bank',
      BRANCH: 'HDFC BANK SANDBOX BRANCH',
      BANKCODE: 'HDFC',
      MICR: null,
    });
    for (const code of Object.keys(KNOWN_BANKS)) await labelledAsync(code, async () => expect((await lookUp(`${code}0ABC123`)).status).toBe(200));
  });

  it('answers 404 "Not Found" for an unknown bank or a malformed code', async () => {
    for (const code of ['ZZZZ0000001', 'SBIN1000300', 'SBIN000030', 'not-an-ifsc']) {
      await labelledAsync(code, async () => expect(await lookUp(code)).toEqual({ status: 404, body: 'Not Found' }));
    }
  });

  it('is open to browsers (CORS), as Razorpay’s is', async () => {
    const response = await fetch(`${gateway.url}/ifsc/SBIN0000300`, { headers: { origin: 'http://localhost:8080' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
