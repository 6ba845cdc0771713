/**
 * The slip as an A4 PDF (pdfkit). The text is set in DejaVu Sans, embedded (subset) from the `dejavu-fonts-ttf`
 * package: the PDF's 14 standard fonts have no Vietnamese letters, and an embedded font keeps the diacritics the same
 * on every printer and phone.
 */
import PDFDocument from 'pdfkit';
import type { SlipText } from './slip-text';

const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 40;
const PHOTO_SIDE = 120;

type Doc = PDFKit.PDFDocument;

function ensureRoom(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
}

function table(doc: Doc, text: SlipText): void {
  const { columns, widths, rows } = text.table;
  const width = doc.page.width - 2 * MARGIN;
  const xs = widths.reduce<number[]>((acc, share, index) => [...acc, acc[index]! + share * width], [MARGIN]);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(8);
    const height = Math.max(...cells.map((cell, index) => doc.heightOfString(cell, { width: widths[index]! * width - 6 }))) + 8;
    ensureRoom(doc, height);
    const top = doc.y;
    cells.forEach((cell, index) => {
      doc.rect(xs[index]!, top, widths[index]! * width, height).stroke('#999999');
      doc.fillColor('#000000').text(cell, xs[index]! + 3, top + 4, { width: widths[index]! * width - 6 });
    });
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(columns, true);
  for (const row of rows) drawRow(row, false);
}

function signatures(doc: Doc, text: SlipText): void {
  const width = (doc.page.width - 2 * MARGIN - 20) / 2;
  ensureRoom(doc, 120);
  const top = doc.y + 10;
  text.signatures.forEach((side, index) => {
    const x = MARGIN + index * (width + 20);
    doc.font('bold').fontSize(10).text(side.role, x, top, { width, align: 'center' });
    doc.font('regular').fontSize(8).text('(Ký, ghi rõ họ tên)', x, doc.y, { width, align: 'center' });
    doc.rect(x, top + 30, width, 70).stroke('#999999');
    doc.fontSize(9).text(side.who, x, top + 104, { width, align: 'center' });
  });
  doc.x = MARGIN;
}

/** The whole PDF, in memory (a slip is one or two pages). */
export function slipPdf(text: SlipText, code: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${text.title} ${code}`, Author: text.shopLines[0]!, Subject: code } });
  doc.registerFont('regular', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('bold').fontSize(11).text(text.shopLines[0]!);
  doc.font('regular').fontSize(9);
  for (const line of text.shopLines.slice(1)) doc.text(line);
  doc.moveDown();
  doc.font('bold').fontSize(16).text(text.title, { align: 'center' });
  doc.moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of text.facts) doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  doc.moveDown(0.5);
  table(doc, text);
  doc.moveDown(0.5);
  doc.fontSize(10);
  for (const [label, value] of text.totals) doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  doc.moveDown(0.5);
  doc.font('regular').fontSize(8.5);
  for (const note of text.notes) doc.text(`• ${note}`);
  for (const group of text.photoGroups) {
    doc.moveDown(0.5);
    ensureRoom(doc, PHOTO_SIDE + 20);
    doc.font('bold').fontSize(9).text(group.caption);
    let x = MARGIN;
    let top = doc.y + 4;
    for (const photo of group.photos) {
      if (x + PHOTO_SIDE > doc.page.width - MARGIN) {
        x = MARGIN;
        top += PHOTO_SIDE + 8;
        if (top + PHOTO_SIDE > doc.page.height - MARGIN) {
          doc.addPage();
          top = MARGIN;
        }
      }
      doc.image(photo, x, top, { fit: [PHOTO_SIDE, PHOTO_SIDE] });
      x += PHOTO_SIDE + 8;
    }
    doc.x = MARGIN;
    doc.y = top + PHOTO_SIDE + 4;
  }
  signatures(doc, text);
  doc.end();
  return done;
}
