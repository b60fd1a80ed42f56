/**
 * The top entries of a V8 CPU profile (`node --cpu-prof`'s .cpuprofile): self time by function, and self and total
 * time by package (a node_modules package, the API's own code, Node's internals, V8's garbage collector...). Total
 * counts a sample once for each package on its stack, so it answers "how much of the CPU ran under pino?".
 *
 *   node bench/cpuprofile-top.ts <file.cpuprofile> [--top 25]
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface TopEntry {
  name: string;
  ms: number;
  share: number;
}

export interface ProfileSummary {
  totalMs: number;
  functions: TopEntry[];
  packagesSelf: TopEntry[];
  packagesTotal: TopEntry[];
}

/** The package a frame belongs to: `pino`, `@nestjs/core`, `api` (services/api), `node:` internals, or V8's own. */
export function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (module) return module[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const own = /\/(services\/api|libs\/[^/]+)\//.exec(url);
  return own ? own[1]! : url;
}

function shortUrl(url: string): string {
  const module = /node_modules\/(.*)$/.exec(url);
  if (module) return module[1]!;
  const own = /\/((?:services|libs)\/.*)$/.exec(url);
  return own ? own[1]! : url;
}

function ranked(totals: Map<string, number>, totalMs: number, top: number): TopEntry[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, ms]) => ({ name, ms, share: ms / totalMs }));
}

export function summarise(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<number, number>();
  for (let i = 0; i < profile.samples.length; i += 1) {
    const id = profile.samples[i]!;
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const functions = new Map<string, number>();
  const packagesSelf = new Map<string, number>();
  const packagesTotal = new Map<string, number>();
  let totalMs = 0;
  for (const [id, ms] of self) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    totalMs += ms;
    const name = url === '' ? functionName || '(anonymous)' : `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const own = packageOf(url, functionName);
    packagesSelf.set(own, (packagesSelf.get(own) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      if (frame.functionName === '(root)') continue;
      onStack.add(packageOf(frame.url, frame.functionName));
    }
    for (const name of onStack) packagesTotal.set(name, (packagesTotal.get(name) ?? 0) + ms);
  }
  return {
    totalMs,
    functions: ranked(functions, totalMs, top),
    packagesSelf: ranked(packagesSelf, totalMs, top),
    packagesTotal: ranked(packagesTotal, totalMs, top),
  };
}

export function formatSummary(summary: ProfileSummary, title: string): string {
  const lines = (entries: TopEntry[]) =>
    entries.map((entry) => `  ${(entry.share * 100).toFixed(1).padStart(5)} %  ${entry.ms.toFixed(0).padStart(7)} ms  ${entry.name}`);
  return [
    `${title}: ${summary.totalMs.toFixed(0)} ms sampled`,
    'self time by function:',
    ...lines(summary.functions),
    'self time by package:',
    ...lines(summary.packagesSelf),
    'total time by package (a sample counts once for each package on its stack):',
    ...lines(summary.packagesTotal),
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: node bench/cpuprofile-top.ts <file.cpuprofile> [--top N]');
  const topArg = process.argv.indexOf('--top');
  const top = topArg >= 0 ? Number(process.argv[topArg + 1]) : 25;
  console.log(formatSummary(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, top), file));
}
