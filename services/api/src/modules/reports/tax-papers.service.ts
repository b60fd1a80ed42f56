import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type FinancialYear, type Language, type TaxPapersResponse, TaxPapersMessage } from '@invest/contracts';
import { indiaDate } from '../../common/calendar/calendar.js';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { financialYearBounds, financialYearOf, startYearOf } from '../tds/financial-year.js';
import { parseQuarter, type QuarterBounds, quarterClosed, quarterName } from '../tds/quarter.js';
import { declarationEffect, interestPaise, TaxPaperRows } from '../tds/tax-paper-rows.js';
import { interestTdsOn } from '../tds/tds-rates.js';
import { KycIdentity } from '../kyc/kyc-identity.js';
import { AccountHolder } from './account-holder.js';
import { formatCalendarDate } from './statement-format.js';
import { buildCertificatePdf } from './tds-certificate-pdf.js';
import { tdsReturnCsv } from './tds-return-csv.js';
import { certificateFigures, quartersWithTds, yearFigures } from './tax-papers-figures.js';
import type { Deductee } from './tax-papers-format.js';
import { taxStatementCsv } from './tax-statement-csv.js';
import { buildTaxStatementPdf } from './tax-statement-pdf.js';

/** Every payout date the ledger can hold. */
const ALL_DATES = { start: '0000-01-01', end: '9999-12-31' };
/** The 26Q convention for a deductee without a PAN on record. */
const NO_PAN = 'PANNOTAVBL';

/**
 * The investor's tax papers (TDS certificates per closed quarter, the yearly tax statement) and ops' quarterly TDS
 * return extract, all from the payouts ledger (integer paise) and the Form 15G/15H declarations.
 */
@Injectable()
export class TaxPapersService {
  constructor(
    private readonly rows: TaxPaperRows,
    private readonly identity: KycIdentity,
    private readonly holders: AccountHolder,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The certificates (closed quarters with TDS, newest first) and the years with payouts or a declaration. */
  async list(userId: string): Promise<TaxPapersResponse> {
    const today = indiaDate(this.clock.now());
    const [payouts, declarations] = await Promise.all([this.rows.payouts(ALL_DATES, userId), this.rows.declarations(userId)]);
    const certificates = quartersWithTds(payouts)
      .map((label) => parseQuarter(label))
      .filter((quarter): quarter is QuarterBounds => quarter !== null && quarterClosed(quarter, today))
      .map((quarter) => {
        const figures = certificateFigures(payouts, quarter);
        return {
          quarter: `${quarter.financialYear}-Q${quarter.number}`,
          label: quarterName(quarter),
          amountPaid: figures.amountPaidPaise / 100,
          tds: figures.tdsPaise / 100,
        };
      })
      .reverse();
    const years = new Set<FinancialYear>([...payouts.map((payout) => financialYearOf(payout.payoutDate)), ...declarations.keys()]);
    return {
      certificates,
      years: [...years]
        .filter((year) => financialYearBounds(year).start <= today)
        .sort()
        .reverse()
        .map((year) => {
          const { start, end } = financialYearBounds(year);
          return { financialYear: year, label: `FY ${year} (${formatCalendarDate(start)} - ${formatCalendarDate(end)})`, open: today <= end };
        }),
    };
  }

  /** A closed quarter's certificate; 400 for a malformed quarter, 409 while it is open, 404 when no TDS was deducted. */
  async certificate(userId: string, label: string): Promise<{ file: Buffer; quarter: string }> {
    const quarter = this.closedQuarter(label);
    const payouts = await this.rows.payouts(quarter, userId);
    const figures = certificateFigures(payouts, quarter);
    if (figures.tdsPaise <= 0) {
      throw new AppException(404, ErrorCode.NotFound, TaxPapersMessage.NoTdsInQuarter.replace('{quarter}', quarterName(quarter)));
    }
    const file = await buildCertificatePdf({ figures, deductee: await this.deductee(userId), generatedAt: this.clock.now() });
    return { file, quarter: label };
  }

  /** A financial year's statement, PDF or CSV (its headers in the investor's `language`); 400 for a malformed year, 404 for one that has not begun. */
  async statement(userId: string, label: string, format: 'pdf' | 'csv', language: Language): Promise<Buffer | string> {
    const generatedAt = this.clock.now();
    const today = indiaDate(generatedAt);
    if (startYearOf(label) === null) throw new AppException(400, ErrorCode.BadRequest, TaxPapersMessage.BadYear);
    const bounds = financialYearBounds(label);
    if (bounds.start > today) throw new AppException(404, ErrorCode.NotFound, TaxPapersMessage.YearNotBegun.replace('{year}', label));
    const [payouts, declarations, deductee] = await Promise.all([this.rows.payouts(bounds, userId), this.rows.declarations(userId), this.deductee(userId)]);
    const figures = yearFigures(label, payouts, declarations.get(label));
    if (format === 'csv') return taxStatementCsv({ figures, deductee, asOf: today, language });
    const certificates = quartersWithTds(payouts)
      .map((quarter) => parseQuarter(quarter))
      .filter((quarter): quarter is QuarterBounds => quarter !== null && quarterClosed(quarter, today))
      .map(quarterName);
    return buildTaxStatementPdf({ figures, deductee, generatedAt, asOf: today, certificates, language });
  }

  /**
   * Ops' extract for the quarterly TDS return (26Q): every investor's fixed-deposit interest paid or credited in a
   * closed quarter, with the PAN in full. Served on the internal port only (common/metrics/metrics-server.ts).
   */
  async tdsReturn(label: string): Promise<string> {
    const quarter = this.closedQuarter(label);
    // From the start of the year: whether a Form 15G still waived a payout depends on the year's interest before it.
    const yearToQuarterEnd = { start: financialYearBounds(quarter.financialYear).start, end: quarter.end };
    const [payouts, declarations] = await Promise.all([this.rows.payouts(yearToQuarterEnd), this.rows.declarationsFor(quarter.financialYear)]);
    const waived = new Set<string>();
    for (const userId of declarations.keys()) {
      const effect = declarationEffect(
        payouts.filter((payout) => payout.userId === userId),
        declarations.get(userId),
      );
      for (const id of effect.waived) waived.add(id);
    }
    const subject = payouts.filter((payout) => payout.subjectToTds && interestPaise(payout) > 0 && payout.payoutDate >= quarter.start);
    const people = new Map<string, { pan: string; name: string }>();
    for (const userId of new Set(subject.map((payout) => payout.userId))) {
      const [pan, holder] = await Promise.all([this.identity.panOf(userId), this.identity.holderOf(userId)]);
      people.set(userId, { pan: pan ?? NO_PAN, name: holder?.name ?? '' });
    }
    return tdsReturnCsv(
      subject.map((payout) => ({
        pan: people.get(payout.userId)?.pan ?? NO_PAN,
        name: people.get(payout.userId)?.name ?? '',
        amountPaidPaise: interestPaise(payout),
        payoutDate: payout.payoutDate,
        tdsPaise: payout.tdsPaise,
        rateBp: interestTdsOn(payout.payoutDate).rateBp,
        reason: payout.tdsPaise === 0 && waived.has(payout.id) ? 'B' : '',
        userId: payout.userId,
        payoutId: payout.id,
      })),
    );
  }

  private closedQuarter(label: string): QuarterBounds {
    const quarter = parseQuarter(label);
    if (quarter === null) throw new AppException(400, ErrorCode.BadRequest, TaxPapersMessage.BadQuarter);
    if (!quarterClosed(quarter, indiaDate(this.clock.now()))) {
      throw new AppException(
        409,
        ErrorCode.Conflict,
        TaxPapersMessage.QuarterOpen.replace('{quarter}', quarterName(quarter)).replace('{end}', formatCalendarDate(quarter.end)),
      );
    }
    return quarter;
  }

  private deductee(userId: string): Promise<Deductee> {
    return this.holders.of(userId);
  }
}
