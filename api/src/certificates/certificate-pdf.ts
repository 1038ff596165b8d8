// The downloadable certificate: one landscape A4 page drawn with pdf-lib's standard fonts.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { IssuedCertificate } from '../queries/certificates';

const PAGE = { width: 842, height: 595 };
const INK = rgb(0.12, 0.16, 0.3);
const GOLD = rgb(0.7, 0.55, 0.2);

/**
 * The standard fonts only encode Windows-1252: strip accents, and replace what still cannot be
 * drawn, rather than fail the download of a name in another script.
 */
function drawable(text: string, font: PDFFont): string {
  const plain = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return [...plain]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');
}

function centered(page: PDFPage, text: string, y: number, font: PDFFont, size: number, color = INK): void {
  const safe = drawable(text, font);
  const width = font.widthOfTextAtSize(safe, size);
  page.drawText(safe, { x: (PAGE.width - width) / 2, y, size, font, color });
}

export async function renderCertificatePdf(certificate: IssuedCertificate, verifyUrl: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion - ${certificate.student_name}`);
  pdf.setCreator('Leadership Academy');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const serifBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);

  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: GOLD, borderWidth: 4 });
  page.drawRectangle({ x: 36, y: 36, width: PAGE.width - 72, height: PAGE.height - 72, borderColor: INK, borderWidth: 1 });

  centered(page, 'Certificate of Completion', 470, serifBold, 40);
  centered(page, 'This certifies that', 420, serif, 18);
  centered(page, certificate.student_name, 370, serifBold, 34, GOLD);
  centered(page, `has completed the ${certificate.program}`, 325, serif, 20);
  centered(page, certificate.cohort_name, 295, serif, 16);
  centered(page, `Issued on ${certificate.issued_on}`, 250, serif, 16);
  centered(page, `Verification code: ${certificate.code}`, 110, sans, 12);
  centered(page, `Verify at ${verifyUrl}`, 90, sans, 10);

  return pdf.save();
}
