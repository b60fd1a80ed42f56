import { createRequire } from 'node:module';
import type { Language } from '@invest/contracts';
import type PDFDocument from 'pdfkit';

/** The names every PDF draws its text with; `registerPdfFonts` points them at the document's language's faces. */
export const BODY_FONT = 'Body';
export const BOLD_FONT = 'Body-Bold';

const NOTO_SANS_DEVANAGARI = '@expo-google-fonts/noto-sans-devanagari';

/**
 * The faces of each language. English: PDF's standard Helvetica (nothing embedded, as the statements always were).
 * Hindi: Noto Sans Devanagari (SIL Open Font License 1.1, from npm), embedded and subset by pdfkit, whose fontkit shapes
 * Devanagari with the font's OpenType tables: conjuncts (क्ष, द्ध, ट्र), the reph (र्म), the vowel sign ि placed before
 * its consonant. The font also has Latin letters, digits and ₹, so the English values (names, amounts, ids) stay in
 * the same face.
 */
function facesOf(language: Language): { body: string; bold: string } {
  if (language === 'en') return { body: 'Helvetica', bold: 'Helvetica-Bold' };
  const require = createRequire(import.meta.url);
  return {
    body: require.resolve(`${NOTO_SANS_DEVANAGARI}/400Regular/NotoSansDevanagari_400Regular.ttf`),
    bold: require.resolve(`${NOTO_SANS_DEVANAGARI}/700Bold/NotoSansDevanagari_700Bold.ttf`),
  };
}

export function registerPdfFonts(doc: PDFDocument, language: Language): void {
  const faces = facesOf(language);
  doc.registerFont(BODY_FONT, faces.body);
  doc.registerFont(BOLD_FONT, faces.bold);
}
