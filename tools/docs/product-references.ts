import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The product description's folder: one file per section, named `<N>-<name>.md`. */
export const PRODUCT_DIR = 'docs/product';

/** A reference of the code to the product description: `product §5`, `product §3 "Investment selection"`. */
export interface ProductReference {
  readonly file: string;
  readonly section: number;
  readonly phrase?: string;
}

/** `§N` after `product` (`product §5`, `Product §9`), and each `§N` listed after it (`product §2, §3 and §9`). */
const REFERENCE = /\b[Pp]roduct §(\d+)((?:(?: "[^"\n]*")?(?:, | and |, and )§\d+)*)(?: "([^"\n]*)")?/g;
const LISTED = /§(\d+)(?: "([^"\n]*)")?/g;

export function referencesIn(file: string, text: string): ProductReference[] {
  const references: ProductReference[] = [];
  for (const match of text.matchAll(REFERENCE)) {
    for (const listed of match[0].matchAll(LISTED)) {
      references.push({ file, section: Number(listed[1]), ...(listed[2] === undefined ? {} : { phrase: listed[2] }) });
    }
  }
  return references;
}

/** Each section's text by number, from the files `docs/product/<N>-*.md`. */
export function productSections(): Map<number, string> {
  const sections = new Map<number, string>();
  for (const name of readdirSync(PRODUCT_DIR)) {
    const number = /^(\d+)-.+\.md$/.exec(name)?.[1];
    if (number !== undefined) sections.set(Number(number), readFileSync(join(PRODUCT_DIR, name), 'utf8'));
  }
  return sections;
}

const flat = (text: string) => text.replace(/\s+/g, ' ').toLowerCase();

/** Why a reference does not resolve (no such section, or the quoted phrase is not in it); null when it does. */
export function unresolved(reference: ProductReference, sections: ReadonlyMap<number, string>): string | null {
  const text = sections.get(reference.section);
  if (text === undefined) return `${reference.file}: no section §${reference.section} in ${PRODUCT_DIR}`;
  if (reference.phrase !== undefined && !flat(text).includes(flat(reference.phrase))) {
    return `${reference.file}: §${reference.section} does not say "${reference.phrase}"`;
  }
  return null;
}
