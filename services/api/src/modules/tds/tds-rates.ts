/**
 * The TDS table lives in @invest/contracts (libs/contracts/src/tds-table.ts) so that the pages stating a threshold
 * read the same rows the API books with; this module's code takes it from here.
 */
export {
  basicExemptionOn,
  type BasicExemptionRow,
  interestTdsOn,
  type InterestTdsRow,
  type TaxRegime,
  TDS_TABLE,
  type TdsTableRow,
  thresholdOf,
} from '@invest/contracts';
