/** The part of pdfkit 0.20 (which ships no types) the statement uses. */
declare module 'pdfkit' {
  import type { Readable } from 'node:stream';

  interface TextOptions {
    width?: number;
    align?: 'left' | 'right' | 'center' | 'justify';
    lineBreak?: boolean;
    continued?: boolean;
  }

  interface PdfPage {
    width: number;
    height: number;
    margins: { top: number; bottom: number; left: number; right: number };
  }

  interface PdfDocumentOptions {
    size?: string;
    /** The document's language (the catalogue's /Lang), e.g. 'hi-IN'. */
    lang?: string;
    margin?: number;
    compress?: boolean;
    info?: { Title?: string; Author?: string; Subject?: string; CreationDate?: Date; ModDate?: Date };
  }

  class PDFDocument extends Readable {
    constructor(options?: PdfDocumentOptions);
    page: PdfPage;
    x: number;
    y: number;
    font(name: string): this;
    /** A name for a font: a standard font's name, or a TrueType/OpenType file's path (embedded, subset). */
    registerFont(name: string, src: string): this;
    fontSize(size: number): this;
    /** The width of `text` in the current font and size, in points. */
    widthOfString(text: string): number;
    fillColor(color: string): this;
    strokeColor(color: string): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x: number, y: number, options?: TextOptions): this;
    moveDown(lines?: number): this;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    rect(x: number, y: number, width: number, height: number): this;
    fill(color?: string): this;
    stroke(): this;
    addPage(): this;
    end(): void;
  }

  export default PDFDocument;
}
