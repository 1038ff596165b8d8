// Prints, as a JSON array, the text a reader extracts from the PDF on standard input, line by line,
// with pdfjs (the engine of Firefox's viewer). pdfjs is an ES module that loads its worker with
// import(), which Jest runs only with vm modules on: tests call it through pdf-text.ts.
import { buffer } from 'node:stream/consumers';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/** pdfjs stands in the glyph code (a control character) for a glyph that maps to no text, such as a dot a font splits off an Arabic letter. */
const UNMAPPED_GLYPH = /\p{Cc}/gu;

/** A line's pieces in reading order: right to left when most of its text is right-to-left. */
function readLine(items: TextItem[]): string {
  const written = items.filter((item) => item.str.trim() !== '');
  const rightToLeft = written.filter((item) => item.dir === 'rtl').length > written.length / 2;
  const byPosition = [...items].sort((a, b) => a.transform[4] - b.transform[4]);
  return (rightToLeft ? byPosition.reverse() : byPosition)
    .map((item) => item.str)
    .join('')
    .replace(UNMAPPED_GLYPH, '');
}

async function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    let line: TextItem[] = [];
    for (const item of items as TextItem[]) {
      line.push(item);
      if (item.hasEOL) {
        lines.push(readLine(line));
        line = [];
      }
    }
    lines.push(readLine(line));
  }
  await document.destroy();
  return lines.filter((line) => line.trim() !== '');
}

process.stdout.write(JSON.stringify(await pdfTextLines(await buffer(process.stdin))));
