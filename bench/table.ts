/** The bench's one table: figure, baseline, ratio, target, met. */
export interface Row {
  group: string;
  name: string;
  figure: string;
  baseline: string;
  /** figure / baseline, when both are numbers of the same unit. */
  ratio?: number;
  target: string;
  /** undefined = no target (information only). */
  met?: boolean;
}

export function ratioOf(figure: number, baseline: number): number | undefined {
  return baseline > 0 && Number.isFinite(figure) ? figure / baseline : undefined;
}

export function markdownTable(rows: readonly Row[]): string {
  const lines = ['| group | figure | value | baseline | ratio | target | met? |', '| --- | --- | ---: | ---: | ---: | --- | --- |'];
  for (const r of rows) {
    const ratio = r.ratio === undefined ? '—' : r.ratio.toFixed(2);
    const met = r.met === undefined ? '—' : r.met ? 'yes' : '**NO**';
    lines.push(`| ${r.group} | ${r.name} | ${r.figure} | ${r.baseline} | ${ratio} | ${r.target} | ${met} |`);
  }
  return lines.join('\n');
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
export const ms = (value: number): string => `${value.toFixed(0)} ms`;
export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
