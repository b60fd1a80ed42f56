import { AppException } from '../../common/exceptions/app-exception.js';
import type { InternalRoute } from '../../common/metrics/metrics-server.js';
import type { TaxPapersService } from './tax-papers.service.js';

/** Where the internal port serves the quarterly TDS return extract: GET /internal/tds/26q?quarter=2026-27-Q2. */
export const TDS_RETURN_PATH = '/internal/tds/26q';

/** The 26Q extract as an internal route: the CSV, or the API's error body (400 malformed, 409 quarter still open). */
export function tdsReturnRoute(papers: TaxPapersService): InternalRoute {
  return async (query) => {
    const quarter = query.get('quarter') ?? '';
    try {
      const body = await papers.tdsReturn(quarter);
      return {
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        body,
        headers: { 'content-disposition': `attachment; filename="tds-26q-${quarter}.csv"` },
      };
    } catch (error) {
      if (error instanceof AppException) return { status: error.body.statusCode, contentType: 'application/json', body: JSON.stringify(error.body) };
      throw error;
    }
  };
}
