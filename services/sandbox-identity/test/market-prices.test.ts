import { SANDBOX_IDENTITY } from '@invest/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type SandboxIdentity, startSandboxIdentity } from '../src/index.ts';

let standIn: SandboxIdentity;

beforeAll(async () => {
  standIn = await startSandboxIdentity({ port: 0 });
});

afterAll(async () => {
  await standIn?.close();
});

const report = async (from: string, to = from) => {
  const response = await fetch(`${standIn.url}/amfi/DownloadNAVHistoryReport_Po.aspx?frmdt=${from}&todt=${to}`);
  return { status: response.status, text: await response.text() };
};
const navLines = (text: string) => text.split('\r\n').filter((line) => /^\d{6};/.test(line));
const gold = (date: string, key: string = SANDBOX_IDENTITY.goldPriceApiKey) =>
  fetch(`${standIn.url}/gold/v1/price?date=${date}`, { headers: { 'x-api-key': key } });

describe('AMFI NAV files', () => {
  it('publishes each sandbox fund’s NAV of a weekday in the history report, four decimals, the same on every call', async () => {
    const first = await report('12-Jan-2026');
    expect(first.status).toBe(200);
    expect(first.text.split('\r\n')[0]).toBe(
      'Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date',
    );
    const lines = navLines(first.text);
    expect(lines).toHaveLength(19);
    expect(lines[0]).toMatch(/^900101;Sandbox Overnight Fund - Direct Plan - Growth;INF900S01010;;\d+\.\d{4};;;12-Jan-2026$/);
    expect((await report('12-Jan-2026')).text).toBe(first.text);
  });

  it('moves the NAV from one day to the next, and publishes nothing for a weekend', async () => {
    const monday = navLines((await report('12-Jan-2026')).text)[16]?.split(';')[4];
    const tuesday = navLines((await report('13-Jan-2026')).text)[16]?.split(';')[4];
    expect(monday).not.toBe(tuesday);
    expect(navLines((await report('17-Jan-2026', '18-Jan-2026')).text)).toEqual([]);
    expect(navLines((await report('16-Jan-2026', '19-Jan-2026')).text).map((line) => line.split(';')[7])).toEqual([
      ...Array(19).fill('16-Jan-2026'),
      ...Array(19).fill('19-Jan-2026'),
    ]);
  });

  it('refuses a malformed or too long range', async () => {
    expect((await report('2026-01-12')).status).toBe(400);
    expect((await report('12-Jan-2026', '11-Jan-2026')).status).toBe(400);
    expect((await report('01-Jan-2026', '01-Mar-2026')).status).toBe(400);
  });

  it('serves today’s NAVAll.txt', async () => {
    const response = await fetch(`${standIn.url}/amfi/spages/NAVAll.txt`);
    const text = await response.text();
    expect(text.split('\r\n')[0]).toBe('Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date');
    expect(navLines(text)).toHaveLength(19);
  });
});

describe('gold price per gram', () => {
  it('answers a weekday’s price with the key, moving by day', async () => {
    const monday = await gold('2026-01-12');
    expect(monday.status).toBe(200);
    const body = (await monday.json()) as { price: string };
    expect(body).toMatchObject({ date: '2026-01-12', currency: 'INR', unit: 'gram', purity: '999' });
    expect(body.price).toMatch(/^\d+\.\d{4}$/);
    expect(((await (await gold('2026-01-13')).json()) as { price: string }).price).not.toBe(body.price);
  });

  it('refuses a wrong key (401), a bad date (400), and has no price on a Sunday (404)', async () => {
    expect((await gold('2026-01-12', 'wrong')).status).toBe(401);
    expect((await gold('12-01-2026')).status).toBe(400);
    expect((await gold('2026-01-18')).status).toBe(404);
  });
});
