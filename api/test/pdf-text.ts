// The text a reader extracts from a PDF, line by line (pdf-text-reader.mts, in a Node process of its own).
import { execFile } from 'node:child_process';
import path from 'node:path';

const READER = path.join(__dirname, 'pdf-text-reader.mts');

export function pdfTextLines(pdf: Uint8Array): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const reader = execFile(process.execPath, [READER], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout) as string[]),
    );
    reader.stdin?.end(pdf);
  });
}
