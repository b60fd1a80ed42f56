/** One Prometheus text exposition, read as series: `name{a="x",b="y"}` → value. */
export type Series = Map<string, number>;

export async function scrape(url: string): Promise<Series> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`scrape of ${url} answered ${response.status}`);
  const series: Series = new Map();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

/** A series' value (0 when absent); labels in the order the metric declares them. */
export function value(series: Series, name: string, labels: Record<string, string> = {}): number {
  const entries = Object.entries(labels);
  const key = entries.length === 0 ? name : `${name}{${entries.map(([label, text]) => `${label}="${text}"`).join(',')}}`;
  return series.get(key) ?? 0;
}
