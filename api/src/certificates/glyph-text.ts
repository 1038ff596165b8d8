// A PDF reader copies text through the map from glyph to text that pdfkit writes beside each font.
// Two things in pdfkit 0.20 and fontkit 2 make that map wrong for Arabic, whose font draws several
// letters with one base glyph and their dots apart (ب ت ث ن ي share one, ر ز another):
// - fontkit keeps one glyph object per glyph id, holding the text of its first use, so every later
//   letter on the same base glyph would read as the first one;
// - pdfkit gives a glyph id one entry in the map.
// Here each use of a glyph keeps the text it was shaped from, and each pair of glyph and text gets
// an id of its own in the font's subset (the outline is stored once per letter). The pieces a
// letter is split into all carry the letter's text; the first piece alone stands for it.
import type PDFDocument from 'pdfkit';

interface ShapedGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): ShapedGlyph;
}

/** The parts of pdfkit's embedded font that its `encode` uses. */
interface EmbeddedFont {
  font: FontkitFont;
  layout(text: string, features?: unknown): { glyphs: ShapedGlyph[]; positions: unknown[] };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  unicode: number[][];
  widths: number[];
  scale: number;
  encode(text: string, features?: unknown): [string[], unknown[]];
}

/** Per font: the subset id of each glyph drawn for each text, and the glyphs drawn so far. */
interface GlyphIds {
  byText: Map<string, number>;
  drawn: Set<number>;
}

const glyphIds = new WeakMap<EmbeddedFont, GlyphIds>();

function subsetId(font: EmbeddedFont, ids: GlyphIds, glyphId: number, text: number[]): number {
  const key = `${glyphId}:${text.join(',')}`;
  let id = ids.byText.get(key);
  if (id === undefined) {
    id = ids.drawn.has(glyphId) ? font.subset.glyphs.push(glyphId) - 1 : font.subset.includeGlyph(glyphId);
    ids.drawn.add(glyphId);
    ids.byText.set(key, id);
  }
  return id;
}

/** fontkit hands every piece of one shaped letter the same array of code points. */
function glyphTexts(glyphs: ShapedGlyph[]): number[][] {
  return glyphs.map((glyph, index) => (index > 0 && glyphs[index - 1]!.codePoints === glyph.codePoints ? [] : glyph.codePoints));
}

/** Makes the document's current font map every glyph it draws to the text it stands for there. */
export function keepGlyphText(doc: InstanceType<typeof PDFDocument>): void {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  if (glyphIds.has(font)) return;
  const ids: GlyphIds = { byText: new Map(), drawn: new Set() };
  glyphIds.set(font, ids);
  const sharedGlyph = font.font.getGlyph.bind(font.font);
  font.font.getGlyph = (id, codePoints = []) => Object.create(sharedGlyph(id, codePoints), { codePoints: { value: codePoints } });
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const texts = glyphTexts(glyphs);
    const encoded = glyphs.map((glyph, index) => {
      const id = subsetId(font, ids, glyph.id, texts[index]!);
      font.widths[id] ??= glyph.advanceWidth * font.scale;
      font.unicode[id] ??= texts[index]!;
      return id.toString(16).padStart(4, '0');
    });
    return [encoded, positions];
  };
}
