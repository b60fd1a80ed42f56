import type { Language } from '@invest/contracts';
import type PDFDocument from 'pdfkit';
import { BOLD_FONT, BODY_FONT, registerPdfFonts } from './pdf-fonts.js';

/** The layout every downloadable PDF shares (statement, TDS certificate, tax statement): A4, 48 pt margins, 9 pt tables. */
export const MARGIN = 48;
export const ROW_HEIGHT = 16;
export const MUTED = '#555555';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A cell's text, or its text in a colour (the transactions' debits and credits). */
export type Cell = string | { text: string; color: string };

export interface PdfInfo {
  title: string;
  subject: string;
  /** Also the file's creation and modification dates. */
  generatedAt: Date;
  /** The document's language: its faces (pdf-fonts.ts) and, for Hindi, the /Lang the file declares. */
  language: Language;
}

/**
 * Draws a document and answers its bytes. pdfkit (and its font data, ~12 MB resident) is loaded on the first PDF,
 * not at start-up.
 */
export async function renderPdf(info: PdfInfo, draw: (doc: PDFDocument) => void): Promise<Buffer> {
  const { default: PdfDocument } = await import('pdfkit');
  const doc = new PdfDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: info.title, Subject: info.subject, CreationDate: info.generatedAt, ModDate: info.generatedAt },
    ...(info.language === 'hi' ? { lang: 'hi-IN' } : {}),
  });
  registerPdfFonts(doc, info.language);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

export function ensureRoom(doc: PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
  }
}

export function heading(doc: PDFDocument, text: string): void {
  ensureRoom(doc, ROW_HEIGHT * 3);
  doc.moveDown(0.8).font(BOLD_FONT).fontSize(12).fillColor('#000000').text(text, MARGIN, doc.y);
  doc.moveDown(0.3);
}

/** The table's type size, smaller (down to 6.5 pt) for a cell that would not fit its column otherwise (a wide face). */
function fittingSize(doc: PDFDocument, text: string, width: number): number {
  let size = 9;
  while (size > 6.5 && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  return size;
}

export function row(doc: PDFDocument, columns: Column[], cells: Cell[], bold = false): void {
  ensureRoom(doc, ROW_HEIGHT);
  const y = doc.y;
  let x = MARGIN;
  doc.font(bold ? BOLD_FONT : BODY_FONT).fontSize(9);
  columns.forEach((column, index) => {
    const cell = cells[index] ?? '';
    const [text, color] = typeof cell === 'string' ? [cell, '#000000'] : [cell.text, cell.color];
    const width = column.width - 6;
    doc
      .fontSize(fittingSize(doc, text, width))
      .fillColor(color)
      .text(text, x, y, { width, align: column.align ?? 'left', lineBreak: false });
    x += column.width;
  });
  doc.fontSize(9);
  doc.x = MARGIN;
  doc.y = y + ROW_HEIGHT;
}

export function table(doc: PDFDocument, columns: Column[], rows: Cell[][], empty: string): void {
  row(
    doc,
    columns,
    columns.map((column) => column.header),
    true,
  );
  if (rows.length === 0) {
    doc.font(BODY_FONT).fontSize(9).fillColor(MUTED).text(empty, MARGIN, doc.y);
    return;
  }
  for (const cells of rows) row(doc, columns, cells);
}

/** Label and value pairs, two columns. */
export function pairs(doc: PDFDocument, entries: Array<[string, string]>, widths: [number, number] = [180, 300]): void {
  const columns: Column[] = [
    { header: '', width: widths[0] },
    { header: '', width: widths[1] },
  ];
  for (const [label, value] of entries) row(doc, columns, [label, value]);
}

/** A paragraph across the page, small or body-sized, muted or black. */
export function paragraph(doc: PDFDocument, text: string, options: { size?: number; muted?: boolean } = {}): void {
  doc
    .font(BODY_FONT)
    .fontSize(options.size ?? 9)
    .fillColor(options.muted === false ? '#000000' : MUTED)
    .text(text, MARGIN, doc.y, { width: doc.page.width - MARGIN * 2 });
}
