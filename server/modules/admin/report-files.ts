/**
 * The accountant's export as files. CSV: UTF-8 with a BOM (Excel otherwise reads it as ANSI and garbles the
 * diacritics), `;` between fields — Excel set to Vietnamese uses `,` as the decimal mark and `;` as its list
 * separator, so a `;` file opens in columns there, and no amount or name needs quoting for a comma. One file holds
 * every table as a section: its name, its header, its rows, a "Tổng cộng" row, a blank line. Amounts are whole VND,
 * unformatted, so they sum. XLSX (exceljs): one sheet per table with a totals row (SUM formulas with their values).
 */
import ExcelJS from 'exceljs';
import { formatDate } from '../../../core/format';
import { SUMMARY_LABELS, type AccountantReport, type ReportSheet, type ReportSummary } from './report-export';

export const CSV_SEPARATOR = ';';
export const TOTAL_LABEL = 'Tổng cộng';
export const SUMMARY_NAME = 'Tổng hợp';

/**
 * A text that a spreadsheet would run as a formula (a name typed as `=HYPERLINK(…)`) is kept as text by a leading
 * apostrophe (OWASP's advice for CSV injection); amounts are numbers and left as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (cells: Array<string | number>) => cells.map(csvCell).join(CSV_SEPARATOR);

function totalsRow(sheet: ReportSheet): Array<string | number> {
  return sheet.columns.map((column, index) => (index === 0 ? TOTAL_LABEL : column.kind === 'money' ? sheet.totals[column.key]! : ''));
}

const title = (report: AccountantReport) => `Báo cáo từ ${formatDate(report.from)} đến ${formatDate(report.to)}`;
const summaryRows = (summary: ReportSummary) => (Object.keys(SUMMARY_LABELS) as Array<keyof ReportSummary>).map((key) => [SUMMARY_LABELS[key], summary[key]] as [string, number]);

export function reportCsv(report: AccountantReport): Buffer {
  const lines: string[] = [csvLine([title(report)]), '', csvLine([SUMMARY_NAME]), csvLine(['Khoản', 'Số tiền']), ...summaryRows(report.summary).map(csvLine), ''];
  for (const sheet of report.sheets) {
    lines.push(csvLine([sheet.name]), csvLine(sheet.columns.map((column) => column.header)));
    for (const row of sheet.rows) lines.push(csvLine(sheet.columns.map((column) => row[column.key] ?? '')));
    lines.push(csvLine(totalsRow(sheet)), '');
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}`, 'utf8');
}

const MONEY_FORMAT = '#,##0';
const columnLetter = (index: number) => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

function addSheet(book: ExcelJS.Workbook, sheet: ReportSheet): void {
  const ws = book.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((column) => ({ header: column.header, key: column.key, width: column.kind === 'text' ? 22 : 14, style: column.kind === 'money' ? { numFmt: MONEY_FORMAT } : {} }));
  ws.getRow(1).font = { bold: true };
  for (const row of sheet.rows) ws.addRow(row);
  const last = sheet.rows.length + 1;
  const totals = ws.addRow(
    sheet.columns.map((column, index) => {
      if (index === 0) return TOTAL_LABEL;
      if (column.kind !== 'money') return null;
      const letter = columnLetter(index);
      return { formula: last > 1 ? `SUM(${letter}2:${letter}${last})` : '0', result: sheet.totals[column.key]! };
    }),
  );
  totals.font = { bold: true };
}

export async function reportXlsx(report: AccountantReport): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Thuê Đồ';
  book.created = new Date();
  const summary = book.addWorksheet(SUMMARY_NAME);
  summary.columns = [
    { header: title(report), key: 'label', width: 52 },
    { header: '', key: 'value', width: 18, style: { numFmt: MONEY_FORMAT } },
  ];
  summary.getRow(1).font = { bold: true };
  for (const [label, value] of summaryRows(report.summary)) summary.addRow({ label, value });
  for (const sheet of report.sheets) addSheet(book, sheet);
  return Buffer.from(await book.xlsx.writeBuffer());
}
