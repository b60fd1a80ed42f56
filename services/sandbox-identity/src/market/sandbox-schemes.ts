/** A fund the stand-in publishes NAVs for: AMFI scheme code, ISIN (growth option), name, NAV on 2024-01-01 (× 10^4). */
export interface SandboxScheme {
  code: string;
  isin: string;
  name: string;
  startE4: number;
}

const FUNDS: Array<[string, string, number]> = [
  ['900101', 'Overnight Fund', 12500000],
  ['900102', 'Liquid Fund', 24805000],
  ['900103', 'Ultra Short Duration Fund', 521234],
  ['900104', 'Money Market Fund', 312050],
  ['900105', 'Short Duration Debt Fund', 458800],
  ['900106', 'Corporate Bond Fund', 987600],
  ['900107', 'Gilt Fund', 884300],
  ['900108', 'Dynamic Bond Fund', 331500],
  ['900109', 'Conservative Hybrid Fund', 542000],
  ['900110', 'Balanced Advantage Fund', 419000],
  ['900111', 'Aggressive Hybrid Fund', 1203300],
  ['900112', 'Index Fund', 2104500],
  ['900113', 'Large Cap Fund', 781200],
  ['900114', 'Flexi Cap Fund', 654400],
  ['900115', 'ELSS Tax Saver Fund', 1012300],
  ['900116', 'Mid & Small Cap Fund', 1428800],
  ['900117', 'Debt Fund', 251234],
  ['900118', 'Hybrid Fund', 365000],
  ['900119', 'Conservative Fund', 227500],
];

/** The stand-in's funds (the API's catalogue maps its mutual-fund plans to these codes). */
export const SANDBOX_SCHEMES: readonly SandboxScheme[] = FUNDS.map(([code, name, startE4], index) => ({
  code,
  isin: `INF900S01${String(index + 1).padStart(2, '0')}0`,
  name: `Sandbox ${name} - Direct Plan - Growth`,
  startE4,
}));

/** 24-carat (999) gold per gram on 2024-01-01, × 10^4. */
export const GOLD_START_E4 = 63500000;
