import { inflateSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import type { NomineeView } from '@invest/contracts';
import type { PortfolioSnapshot } from '../portfolio/portfolio.service.js';
import { buildStatementPdf } from './statement-pdf.js';

/**
 * The Hindi statement as a PDF reader sees it: every text run read back through its font's ToUnicode map, glyph by
 * glyph. Shaped Devanagari shows in the glyphs' order and grouping: the vowel sign ि drawn before its consonant
 * (ि न for नि), a conjunct as one glyph (द्ध, प्र, क्र), the reph after its syllable (ट र् for र्ट).
 */
interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of latin.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = latin.indexOf('endobj', start);
    const body = latin.slice(start, end);
    const streamAt = body.indexOf('stream');
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + streamAt + body.slice(streamAt).indexOf('\n') + 1;
    const data = pdf.subarray(dataStart, latin.indexOf('endstream', dataStart));
    objects.set(Number(match[1]), { dict: body.slice(0, streamAt), stream: /\/FlateDecode/.test(body.slice(0, streamAt)) ? inflateSync(data) : data });
  }
  return objects;
}

/** A font's ToUnicode bfranges: glyph id → the characters it stands for. */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-f ]+)>/gi)].forEach((entry, index) => {
      const units = (entry[1] ?? '').split(' ').map((hex) => parseInt(hex, 16));
      glyphs.set(first + index, String.fromCharCode(...units));
    });
  }
  return glyphs;
}

/** Every text run (TJ) of the document, as its glyphs' characters in drawing order. */
function glyphRuns(pdf: Buffer): string[][] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const font of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const unicodeRef = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(font[2]))?.dict ?? '')?.[1];
      const cmap = unicodeRef === undefined ? undefined : objects.get(Number(unicodeRef))?.stream;
      if (cmap) fonts.set(font[1] ?? '', toUnicode(cmap.toString('latin1')));
    }
  }
  const runs: string[][] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    let font: Map<number, string> | undefined;
    for (const op of stream.toString('latin1').matchAll(/\/(F\d+) [\d.]+ Tf|\[(.*?)\] TJ/g)) {
      if (op[1] !== undefined) {
        font = fonts.get(op[1]);
        continue;
      }
      if (!font) continue;
      const hex = [...(op[2] ?? '').matchAll(/<([0-9a-f]+)>/gi)].map((part) => part[1]).join('');
      const current = font;
      runs.push((hex.match(/.{4}/g) ?? []).map((gid) => current.get(parseInt(gid, 16)) ?? '?'));
    }
  }
  return runs;
}

const snapshot: PortfolioSnapshot = {
  portfolio: {
    totalInvested: 100000,
    totalCurrentValue: 101500,
    totalEarnings: 1500,
    returnPercentage: 1.5,
    investmentCount: 1,
    portfolioBreakdown: { FIXED_DEPOSITS: 100000 },
    distribution: [{ category: 'FIXED_DEPOSITS', label: 'Fixed Deposits', amount: 100000, percentage: 100 }],
    xirr: null,
    asOf: '2026-04-18',
  },
  investments: [],
  transactions: [
    {
      id: 't1',
      investmentId: 'i1',
      productName: 'Regular FD',
      type: 'investment',
      status: 'completed',
      amount: 100000,
      description: null,
      createdAt: '2026-03-24T06:30:00.000Z',
    },
  ],
  payouts: [],
};

const NOMINEE: NomineeView = {
  status: 'named',
  name: 'Ravi Rao',
  relationship: 'Son',
  dateOfBirth: '1990-01-01',
  minor: false,
  guardianName: null,
  guardianRelationship: null,
  declaredAt: '2026-03-24T06:30:00.000Z',
};

const input = {
  snapshot,
  generatedAt: new Date('2026-04-18T06:30:00.000Z'),
  holder: { name: 'Asha Rao', maskedPan: 'ABCPEXXXXF' },
  account: '******3210',
  yearTotals: [],
  nominee: NOMINEE,
};

describe('the statement in Hindi', () => {
  it('embeds Noto Sans Devanagari, declares the document Hindi, and draws shaped Devanagari', async () => {
    const pdf = await buildStatementPdf({ ...input, language: 'hi' });
    const latin = pdf.toString('latin1');
    expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(latin).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    expect(latin).toContain('/Lang (hi-IN)');
    expect(latin).not.toContain('/Helvetica');

    // A mark drawn raised or lowered (ु, े, the reph) starts a run of its own: the glyphs are read across runs, in order.
    const glyphs = `|${glyphRuns(pdf).flat().join('|')}|`;
    const drawn = (expected: string[]) => expect(glyphs).toContain(`|${expected.join('|')}|`);
    // पोर्टफ़ोलियो: the reph after ट; ि before ल.
    drawn(['प', 'ो', 'ट', 'र्', 'फ़', 'ो', 'ि', 'ल', 'य', 'ो']);
    // नामांकित व्यक्ति (the nominee heading): ि before क, the conjunct व्य as one glyph, ि before the cluster क्त.
    drawn(['न', 'ा', 'म', 'ा', 'ं', 'ि', 'क', 'त', ' ', 'व्य', 'ि', 'क्', 'त']);
    // शुद्ध भुगतान (the year table's header): the conjunct द्ध as one glyph.
    drawn(['श', 'ु', 'द्ध', ' ', 'भ', 'ु', 'ग', 'त', 'ा', 'न']);
    // कुल निवेश (the totals): ि before न.
    drawn(['क', 'ु', 'ल', ' ', 'ि', 'न', 'व', 'े', 'श']);
    // The values stay as they are: the holder's name, the masked PAN, amounts.
    drawn([...'Asha Rao']);
    drawn([...'ABCPEXXXXF']);
    drawn([...'INR 1,00,000']);
  });

  it('stays in Helvetica and English for an English investor', async () => {
    const latin = (await buildStatementPdf({ ...input, language: 'en' })).toString('latin1');
    expect(latin).toContain('/Helvetica');
    expect(latin).not.toContain('NotoSansDevanagari');
    expect(latin).not.toContain('/Lang');
  });
});
