// The portal's styles lay a page out from where its lines start, so Arabic mirrors it
// (docs/languages.md, "Right to left"): no left or right in their CSS or inline styles.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** The portal's areas; the public site's styles have a check of their own. */
const AREAS = ['shell', 'shared', 'student-portal', 'facilitator-desk'];

/** One value of a shorthand: `1rem`, `auto`, `var(--space-2, 0.5rem)`. */
const VALUE = String.raw`(?:[\w-]*\([^()]*\)|[^\s();]+)`;
/**
 * What names a side in CSS: a property (`margin-left`, `border-right-width`, `left`), a value
 * (`text-align: right`, `float: left`), or a four-value shorthand whose right (second) and left
 * (fourth) values differ (`inset: 0 auto 0 0`, `padding: 1rem 1rem 1rem 2rem`).
 */
const PHYSICAL_CSS = [
  /(?:^|[{;])\s*((?:margin|padding|border)-(?:left|right)[\w-]*|border-(?:top|bottom)-(?:left|right)-radius|left|right)\s*:/g,
  /\b(?:text-align|float|clear)\s*:\s*(?:left|right)\b/g,
  new RegExp(
    String.raw`\b(?:margin|padding|inset|border-width|border-style|border-color)\s*:\s*${VALUE}\s+(${VALUE})\s+${VALUE}\s+(?!\1\s*(?:[;}]|$))${VALUE}\s*(?=[;}]|$)`,
    'g',
  ),
];
/** The same in an inline style of JSX: `style={{ marginLeft: 4, right: 0, textAlign: 'left' }}`. */
const PHYSICAL_JSX = [/\b(?:margin|padding|border)(?:Left|Right)\w*\s*:/g, /[{,]\s*(?:left|right)\s*:/g, /\b(?:textAlign|float)\s*:\s*['"](?:left|right)/g];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(file, pattern);
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Each place `text` names a side, as `file:line: what`; comments are left out. */
function physicalSides(file: string, text: string, patterns: RegExp[]): string[] {
  const withoutComments = text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return withoutComments
    .split('\n')
    .flatMap((line, index) =>
      patterns.flatMap((pattern) =>
        Array.from(line.matchAll(pattern), (match) => `${path.relative(ROOT, file)}:${index + 1}: ${match[0].replace(/^[{;,\s]+/, '')}`),
      ),
    );
}

function physicalIn(filePattern: RegExp, patterns: RegExp[]): string[] {
  return AREAS.flatMap((area) => filesUnder(path.join(ROOT, area, 'src'), filePattern)).flatMap((file) =>
    physicalSides(file, fs.readFileSync(file, 'utf8'), patterns),
  );
}

describe('the portal lays out from the start of a line, not from a side', () => {
  test('its CSS uses logical properties (margin-inline-start, inset-inline-end, text-align: start...), never left or right', () => {
    expect(physicalIn(/\.css$/, PHYSICAL_CSS)).toEqual([]);
  });

  test('its inline styles too', () => {
    expect(physicalIn(/\.tsx$/, PHYSICAL_JSX)).toEqual([]);
  });

  test('the check finds what it is for', () => {
    const css = [
      '.a {\n  margin-left: 1rem;\n  /* left: 0 */\n  text-align: right;\n  inset-inline-start: 0;\n}',
      '.b { right: 0; border-top-left-radius: 4px; }',
      '.c { inset: 0 auto 0 0; padding: 1rem 1rem 1rem 2rem; margin: 0 1rem 0 1rem; padding: var(--a, 1rem) var(--b, 2rem) 0; }',
    ].join('\n');
    expect(physicalSides(path.join(ROOT, 'x.css'), css, PHYSICAL_CSS)).toEqual([
      'x.css:2: margin-left:',
      'x.css:4: text-align: right',
      'x.css:7: right:',
      'x.css:7: border-top-left-radius:',
      'x.css:8: inset: 0 auto 0 0',
      'x.css:8: padding: 1rem 1rem 1rem 2rem',
    ]);
    expect(physicalSides(path.join(ROOT, 'x.tsx'), '<p style={{ marginLeft: 4, textAlign: "right" }} />', PHYSICAL_JSX)).toEqual([
      'x.tsx:1: marginLeft:',
      'x.tsx:1: textAlign: "right',
    ]);
  });
});
