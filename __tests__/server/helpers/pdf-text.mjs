// Prints the text of a PDF (path in argv[2]) as pdf.js extracts it, one page after another: a test reads it back to
// see the slip's Vietnamese survived the embedded font (a font without a ToUnicode map would come back garbled).
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const content = await (await pdf.getPage(number)).getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
process.stdout.write(JSON.stringify({ pages: pdf.numPages, text: pages.join('\n') }));
