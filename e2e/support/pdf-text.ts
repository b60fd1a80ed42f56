import { inflateSync } from 'node:zlib';

/** Text shown by the content streams of a PDF (pdfkit's standard fonts: hex strings in TJ/Tj), lines joined by \n. */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const pieces: string[] = [];
  const streamHeader = /<<((?:(?!>>\s*stream).)*?)>>\s*stream\r?\n/gs;
  for (let match = streamHeader.exec(latin); match; match = streamHeader.exec(latin)) {
    const dictionary = match[1] ?? '';
    const start = match.index + match[0].length;
    const declared = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const end = declared ? start + Number(declared[1]) : latin.indexOf('endstream', start);
    let data: Buffer = bytes.subarray(start, end);
    if (dictionary.includes('/FlateDecode')) {
      try {
        data = inflateSync(data);
      } catch {
        continue;
      }
    }
    pieces.push(showText(data.toString('latin1')));
  }
  return pieces.filter(Boolean).join('\n');
}

function decodeHex(hex: string): string {
  let text = '';
  for (let index = 0; index + 1 < hex.length; index += 2) text += String.fromCharCode(parseInt(hex.slice(index, index + 2), 16));
  return text;
}

function decodeLiteral(literal: string): string {
  return literal.replace(/\\([nrtbf()\\]|\d{1,3})/g, (_all, escaped: string) => {
    if (/^\d/.test(escaped)) return String.fromCharCode(parseInt(escaped, 8));
    return ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[escaped] ?? escaped;
  });
}

/** Each TJ/Tj operator's string, one line each (kerning offsets inside a TJ array are dropped). */
function showText(content: string): string {
  const lines: string[] = [];
  const operator = /\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g;
  for (let match = operator.exec(content); match; match = operator.exec(content)) {
    if (match[1] !== undefined) {
      let line = '';
      const part = /<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g;
      for (let piece = part.exec(match[1]); piece; piece = part.exec(match[1])) {
        line += piece[1] !== undefined ? decodeHex(piece[1]) : decodeLiteral(piece[2] ?? '');
      }
      lines.push(line);
    } else if (match[2] !== undefined) {
      lines.push(decodeHex(match[2]));
    } else {
      lines.push(decodeLiteral(match[3] ?? ''));
    }
  }
  return lines.join('\n');
}
