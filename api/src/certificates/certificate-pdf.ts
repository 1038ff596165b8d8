// The downloadable certificate: one landscape A4 page set in Noto fonts shipped with npm packages.
// pdfkit shapes each line with fontkit (Arabic joining forms, right-to-left order, mark placement)
// and embeds only the glyphs used, so any name prints as written and the file stays small.
// one function each: the package's index loads all of its 250 functions
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type PDFDocument from 'pdfkit';
import type { IssuedCertificate } from '../queries/certificates';
import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { keepGlyphText } from './glyph-text';

const PAGE = { width: 842, height: 595 };
const INK = '#1f294d';
const GOLD = '#b38c33';

type Script = 'latin' | 'arabic' | 'cjk';
type Weight = 'regular' | 'bold';

/** Noto Sans covers Latin (with Vietnamese and Yoruba letters), Greek and Cyrillic; Arabic and CJK have their own. */
const FONT_FILES: Record<Script, Record<Weight, string>> = {
  latin: {
    regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  arabic: {
    regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
  },
  cjk: {
    regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
};

const SCRIPT_PATTERNS: [Script, RegExp][] = [
  ['arabic', /\p{Script=Arabic}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u],
];
/** Spaces, punctuation and combining marks belong to the script around them. */
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

/** A word or a space, set in one script's font. */
interface Token {
  script: Script;
  text: string;
}

function scriptOf(char: string): Script | null {
  if (NEUTRAL.test(char)) return null;
  return SCRIPT_PATTERNS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'latin';
}

/** Runs of one script each, in reading order; neutral characters join the run they follow. */
function scriptRuns(text: string): Token[] {
  const runs: { script: Script | null; text: string }[] = [];
  for (const char of text.normalize('NFC')) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (!last) runs.push({ script, text: char });
    else if (script === null || script === last.script) last.text += char;
    else if (last.script === null) Object.assign(last, { script, text: last.text + char });
    else runs.push({ script, text: char });
  }
  return runs.map(({ script, text }) => ({ script: script ?? 'latin', text }));
}

const isSpace = (token: Token) => /^\s+$/.test(token.text);
const isRightToLeft = (token: Token) => token.script === 'arabic';

/**
 * The line's words and spaces in the order they stand on the page, left to right. Each word is
 * shaped on its own (fontkit mirrors the glyphs of a right-to-left word); the order of the words
 * follows the Unicode bidirectional rules for a single line: a run of right-to-left words reads
 * right to left, and a line that starts in a right-to-left script reads right to left as a whole.
 */
function visualTokens(text: string): Token[] {
  const words = scriptRuns(text).flatMap(({ script, text: run }) =>
    run
      .split(/(\s+)/)
      .filter(Boolean)
      .map((part) => ({ script, text: part })),
  );
  const sequences: [Token, ...Token[]][] = [];
  for (const word of words) {
    const last = sequences.at(-1);
    if (last && (isSpace(word) || isRightToLeft(word) === isRightToLeft(last[0]))) last.push(word);
    else sequences.push([word]);
  }
  const ordered = sequences.map((sequence) => (isRightToLeft(sequence[0]) ? sequence.reverse() : sequence));
  const firstStrong = words.find((word) => !isSpace(word));
  return (firstStrong && isRightToLeft(firstStrong) ? ordered.reverse() : ordered).flat();
}

/** '2024-03-05' -> '5th Mar 2024', as the portal shows dates. */
function certificateDate(isoDate: string): string {
  return format(parseISO(isoDate), 'do MMM yyyy');
}

type Doc = InstanceType<typeof PDFDocument>;
type Structure = ReturnType<Doc['struct']>;

/** The certificate's words are the requirements' English ones; a name keeps its own letters. */
const CERTIFICATE_LANGUAGE = 'en';

interface Line {
  text: string;
  baseline: number;
  size: number;
  weight?: Weight;
  color?: string;
}

function useFont(doc: Doc, script: Script, weight: Weight, size: number): Doc {
  doc.font(require.resolve(FONT_FILES[script][weight])).fontSize(size);
  keepGlyphText(doc);
  return doc;
}

/** One line centred on the page with its baseline at `baseline` points from the top, tagged as a paragraph. */
function centered(doc: Doc, document: Structure, line: Line): void {
  const { text, baseline, size, weight = 'regular', color = INK } = line;
  const tokens = visualTokens(text).map((token) => ({
    ...token,
    width: useFont(doc, token.script, weight, size).widthOfString(token.text),
  }));
  const content = doc.markStructureContent('P');
  let x = (PAGE.width - tokens.reduce((sum, token) => sum + token.width, 0)) / 2;
  for (const token of tokens) {
    useFont(doc, token.script, weight, size).fillColor(color).text(token.text, x, baseline, { baseline: 'alphabetic', lineBreak: false });
    x += token.width;
  }
  doc.endMarkedContent();
  document.add(doc.struct('P', {}, [content]));
}

/** The double frame: decoration, which a screen reader skips. */
function frame(doc: Doc): void {
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .rect(24, 24, PAGE.width - 48, PAGE.height - 48)
    .lineWidth(4)
    .stroke(GOLD);
  doc
    .rect(36, 36, PAGE.width - 72, PAGE.height - 72)
    .lineWidth(1)
    .stroke(INK);
  doc.endMarkedContent();
}

async function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

export async function renderCertificatePdf(certificate: IssuedCertificate, verifyUrl: string): Promise<Buffer> {
  // loaded with the first certificate: most processes (and test files) never make one
  const { default: PDFKitDocument } = await import('pdfkit');
  const doc = new PDFKitDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    lang: CERTIFICATE_LANGUAGE,
    displayTitle: true,
    info: { Title: `Certificate of Completion - ${certificate.student_name}`, Creator: ACADEMY_NAME },
  });
  const document = doc.struct('Document', { lang: CERTIFICATE_LANGUAGE });
  doc.addStructure(document);
  frame(doc);
  const lines: Line[] = [
    { text: 'Certificate of Completion', baseline: 125, size: 38, weight: 'bold' },
    { text: 'This certifies that', baseline: 175, size: 18 },
    { text: certificate.student_name, baseline: 225, size: 34, weight: 'bold', color: GOLD },
    { text: `has completed the ${certificate.program}`, baseline: 270, size: 20 },
    { text: certificate.cohort_name, baseline: 300, size: 16 },
    { text: `Issued on ${certificateDate(certificate.issued_on)}`, baseline: 345, size: 16 },
    { text: `Verification code: ${certificate.code}`, baseline: 485, size: 12 },
    { text: `Verify at ${verifyUrl}`, baseline: 505, size: 10 },
  ];
  for (const line of lines) centered(doc, document, line);
  document.end();

  return pdfBytes(doc);
}
