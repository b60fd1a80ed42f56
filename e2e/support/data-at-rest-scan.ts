import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DataSource } from 'typeorm';
import { CONTACT_COLUMNS, findContactDetails, findSensitive, type Finding, logLineText } from '../../services/api/test/security/sensitive-scan.ts';
import type { TypedValues } from './typed-values.ts';

/** What the scan looks for at rest (CVVs only in the browser's requests: 3-4 digits turn up at rest by chance). */
export type KnownValues = Pick<TypedValues, 'otps' | 'values'>;

/**
 * Scans what an end-to-end run left at rest: every column of every row of the embedded (sql.js) database, the
 * database file's bytes for the known values (rows deleted but not yet overwritten), and every line of every log
 * file of the data folder. The detectors are the API suite's (services/api/test/security/sensitive-scan.ts); phone
 * numbers, e-mail addresses and UPI IDs are findings outside the columns that keep them (CONTACT_COLUMNS) and in the
 * logs of our own servers (a stand-in plays an outside provider, which is given the number it texts).
 */
export interface ScanResult {
  findings: Finding[];
  rows: number;
  logLines: number;
  logFiles: number;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Uint8Array) return Buffer.from(value).toString('latin1');
  return String(value);
}

async function scanDatabase(file: string, known: KnownValues, result: ScanResult): Promise<void> {
  const bytes = readFileSync(file);
  const dataSource = new DataSource({ type: 'sqljs', database: new Uint8Array(bytes), autoSave: false, entities: [], logging: false });
  await dataSource.initialize();
  try {
    const tables = await dataSource.query<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
    for (const { name } of tables) {
      const rows = await dataSource.query<Record<string, unknown>[]>(`SELECT * FROM "${name}"`);
      result.rows += rows.length;
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          result.findings.push(...findSensitive(cellText(value), `table ${name}.${column}`, known.otps, known.values));
          if (!CONTACT_COLUMNS.has(`${name}.${column}`)) result.findings.push(...findContactDetails(cellText(value), `table ${name}.${column}`));
        }
      }
    }
  } finally {
    await dataSource.destroy();
  }
  // Free pages keep deleted rows until they are reused, and a record stores its columns side by side: look for the
  // known values in the raw file as plain substrings (the checksum detectors would trip on unrelated neighbours).
  const raw = bytes.toString('latin1').toLowerCase();
  for (const value of known.values) {
    const forms = [value, value.replace(/[ -]/g, '')].map((form) => form.toLowerCase());
    if (forms.some((form) => raw.includes(form))) result.findings.push({ kind: 'typed value', value, where: `bytes of ${file}` });
  }
  for (const run of raw.match(/[\x20-\x7e]{6,}/g) ?? []) {
    result.findings.push(...findSensitive(run, `bytes of ${file}`, known.otps).filter((finding) => finding.kind === 'OTP'));
  }
}

function logFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.log'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Logs of the stand-ins of outside providers (services/sandbox-*): they are handed phone numbers by design. */
const STAND_IN_LOG = /(?:^|[/\\])services-sandbox-[\w-]+\.log$/;

function scanLogs(dataDir: string, known: KnownValues, result: ScanResult): void {
  for (const file of logFilesUnder(dataDir)) {
    result.logFiles += 1;
    const ours = !STAND_IN_LOG.test(file);
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (!line) return;
      result.logLines += 1;
      result.findings.push(...findSensitive(logLineText(line), `${relative(dataDir, file)}:${index + 1}`, known.otps, known.values));
      if (ours) result.findings.push(...findContactDetails(logLineText(line), `${relative(dataDir, file)}:${index + 1}`));
    });
  }
}

/** Scans the data folder of a run: `invest.sqlite` and every `*.log` below it. */
export async function scanDataFolder(dataDir: string, known: KnownValues): Promise<ScanResult> {
  const result: ScanResult = { findings: [], rows: 0, logLines: 0, logFiles: 0 };
  await scanDatabase(join(dataDir, 'invest.sqlite'), known, result);
  scanLogs(dataDir, known, result);
  return result;
}
