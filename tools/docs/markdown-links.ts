import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** A link of a Markdown file: where it stands and where it points. */
export interface MarkdownLink {
  readonly file: string;
  readonly line: number;
  readonly target: string;
}

const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g;

/** The inline links of a Markdown text, outside code blocks (fenced ``` blocks and `inline code`). */
export function linksOf(file: string, text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fenced = false;
  text.split('\n').forEach((raw, index) => {
    if (raw.trimStart().startsWith('```')) fenced = !fenced;
    if (fenced) return;
    const line = raw.replace(/`[^`]*`/g, '');
    for (const match of line.matchAll(LINK)) links.push({ file, line: index + 1, target: match[1] ?? '' });
  });
  return links;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, a repeated heading numbered as GitHub does (`-1`, `-2`). */
export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (line.trimStart().startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const slug = slugOf(heading[1] ?? '');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Why a relative link does not resolve (a missing file, or a heading the target does not have); null when it does. */
export function brokenReason(link: MarkdownLink): string | null {
  if (/^[a-z]+:/i.test(link.target)) return null;
  const [path = '', anchor] = link.target.split('#');
  const target = path === '' ? link.file : normalize(join(dirname(link.file), decodeURI(path)));
  if (!existsSync(target)) return `${target} does not exist`;
  if (anchor === undefined || anchor === '' || !target.endsWith('.md') || statSync(target).isDirectory()) return null;
  return anchorsOf(readFileSync(target, 'utf8')).has(anchor) ? null : `${target} has no heading #${anchor}`;
}
