import type { FastifyInstance } from 'fastify';
import { fourDecimals, isTradingDay, priceOn } from './price-walk.ts';
import { SANDBOX_SCHEMES } from './sandbox-schemes.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
/** Most days one history report covers. */
const MAX_DAYS = 31;
const SECTION = 'Open Ended Schemes(Debt Scheme - Sandbox)';
const AMC = 'Sandbox Mutual Fund';

/** '27-Nov-2026' → '2026-11-27' (null when it is not a date). */
function isoOf(text: string | undefined): string | null {
  const match = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text ?? '');
  const month = MONTHS.indexOf(match?.[2] ?? '');
  if (!match || month < 0) return null;
  const iso = `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]}`;
  return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) || new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso ? null : iso;
}

const amfiDate = (iso: string) => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/** Today in India (the stand-in's own clock). */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * AMFI's NAV files for the stand-in's funds (services/sandbox-identity/README.md), under `/amfi`:
 * - GET /amfi/DownloadNAVHistoryReport_Po.aspx?frmdt=27-Nov-2026&todt=27-Nov-2026: the NAV history report of those
 *   days (`Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase
 *   Price;Sale Price;Date`), what the API asks for the day its clock reads;
 * - GET /amfi/spages/NAVAll.txt: today's file (`Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme
 *   Name;Net Asset Value;Date`).
 * Each fund's NAV walks day by day (price-walk.ts), the same for every caller; none is published on Saturdays and
 * Sundays (a report of only such days has the header alone).
 */
export function registerAmfiNavRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: { frmdt?: string; todt?: string } }>('/amfi/DownloadNAVHistoryReport_Po.aspx', async (request, reply) => {
    const from = isoOf(request.query.frmdt);
    const to = request.query.todt === undefined ? from : isoOf(request.query.todt);
    const days = from === null || to === null ? -1 : (Date.parse(to) - Date.parse(from)) / DAY_MS;
    if (from === null || to === null || days < 0 || days >= MAX_DAYS) {
      reply.code(400).type('text/plain');
      return `frmdt and todt must be dates like 27-Nov-2026, todt not before frmdt, at most ${MAX_DAYS} days.`;
    }
    const lines = [
      'Scheme Code;Scheme Name;ISIN Div Payout/ISIN Growth;ISIN Div Reinvestment;Net Asset Value;Repurchase Price;Sale Price;Date',
      '',
      SECTION,
      '',
      AMC,
      '',
    ];
    for (let day = 0; day <= days; day += 1) {
      const iso = new Date(Date.parse(`${from}T00:00:00Z`) + day * DAY_MS).toISOString().slice(0, 10);
      if (!isTradingDay(iso)) continue;
      for (const scheme of SANDBOX_SCHEMES) {
        lines.push(`${scheme.code};${scheme.name};${scheme.isin};;${fourDecimals(priceOn(scheme.code, scheme.startE4, iso))};;;${amfiDate(iso)}`);
      }
    }
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return `${lines.join('\r\n')}\r\n`;
  });

  app.get('/amfi/spages/NAVAll.txt', async (_request, reply) => {
    const today = indiaToday();
    const lines = ['Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date', '', SECTION, '', AMC, ''];
    // On a closed day NAVAll.txt keeps the last trading day's NAVs (as AMFI's does).
    let day = today;
    while (!isTradingDay(day)) day = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    for (const scheme of SANDBOX_SCHEMES) {
      lines.push(`${scheme.code};${scheme.isin};-;${scheme.name};${fourDecimals(priceOn(scheme.code, scheme.startE4, day))};${amfiDate(day)}`);
    }
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store');
    return `${lines.join('\r\n')}\r\n`;
  });
}
