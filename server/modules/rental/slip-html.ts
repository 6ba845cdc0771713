/**
 * The slip as a printable page: one self-contained HTML document (styles inline, photos as data: URLs, no script,
 * so the API's Content-Security-Policy allows it as it is), A4 print styles, readable on a phone.
 */
import type { SlipText } from './slip-text';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 "DejaVu Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111}
main{max-width:800px;margin:0 auto;padding:16px}
.shop{margin:0 0 12px}.shop b{font-size:15px}h1{text-align:center;font-size:20px;margin:12px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0 0 12px}dt{font-weight:600}dd{margin:0}
.lines{overflow-x:auto}table{border-collapse:collapse;width:100%;font-size:12px}th,td{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top}
th{background:#f2f2f2}td:nth-child(2){min-width:9em}table{min-width:640px}.totals{margin:12px 0}.notes{font-size:12px;padding-left:18px}
.photos{display:flex;flex-wrap:wrap;gap:8px}.photos img{width:140px;height:140px;object-fit:cover;border:1px solid #ccc}
.sign{display:grid;grid-template-columns:1fr 1fr;gap:24px;margin-top:24px;text-align:center;break-inside:avoid}
.sign b{display:block;min-height:2.9em}.sign .box{height:100px;border:1px dashed #999;margin:6px 0}.sign small{display:block;color:#555}
.print-hint{color:#555;font-size:12px;text-align:center}
@media print{@page{size:A4;margin:12mm}main{max-width:none;padding:0}table{min-width:0}.print-hint{display:none}th{background:#eee !important;-webkit-print-color-adjust:exact;print-color-adjust:exact}}
`;

export function slipHtml(text: SlipText, code: string): string {
  const facts = text.facts.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('');
  const head = text.table.columns.map((column) => `<th scope="col">${escape(column)}</th>`).join('');
  const rows = text.table.rows.map((row) => `<tr>${row.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`).join('');
  const totals = text.totals.map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`).join('');
  const notes = text.notes.map((note) => `<li>${escape(note)}</li>`).join('');
  const photos = text.photoGroups
    .map(
      (group) =>
        `<section><h2 style="font-size:14px">${escape(group.caption)}</h2><div class="photos">${group.photos
          .map((photo, index) => `<img alt="${escape(`${group.caption}, ảnh ${index + 1}`)}" src="data:image/jpeg;base64,${photo.toString('base64')}">`)
          .join('')}</div></section>`,
    )
    .join('');
  const signs = text.signatures
    .map((side) => `<div><b>${escape(side.role)}</b><small>(Ký, ghi rõ họ tên)</small><div class="box" aria-label="${escape(`Chỗ ký của ${side.role}`)}"></div>${escape(side.who)}</div>`)
    .join('');
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(`${text.title} ${code}`)}</title><style>${STYLE}</style></head>
<body><main>
<p class="print-hint">Bấm Ctrl+P (hoặc Chia sẻ → In) để in phiếu.</p>
<div class="shop"><b>${escape(text.shopLines[0]!)}</b><br>${text.shopLines.slice(1).map(escape).join('<br>')}</div>
<h1>${escape(text.title)}</h1>
<dl>${facts}</dl>
<div class="lines"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>
<dl class="totals">${totals}</dl>
<ul class="notes">${notes}</ul>
${photos}
<div class="sign">${signs}</div>
</main></body></html>`;
}
