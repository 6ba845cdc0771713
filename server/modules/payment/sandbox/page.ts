/** The sandbox's pay page and error page: small server-rendered Vietnamese HTML for a 390 px phone, no external assets. */
import { formatVnd } from '../../../../core/format';
import type { SandboxGateway } from './ticket';

export const SANDBOX_TITLE = 'Cổng thanh toán thử nghiệm';

export const GATEWAY_NAMES: Record<SandboxGateway, string> = { momo: 'Ví MoMo', zalopay: 'ZaloPay', vnpay: 'VNPay' };

const VNPAY_BANK_LABELS: Record<string, string> = { VNBANK: 'Thẻ ATM nội địa', INTCARD: 'Thẻ quốc tế' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:390px;margin:0 auto;padding:16px}
.badge{display:inline-block;background:#fef3c7;color:#78350f;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600}
h1{font-size:20px;margin:8px 0 4px}.section-title{font-size:15px;margin:0 0 12px;color:#374151}.gateway{margin:0 0 16px;color:#374151}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
dl{margin:0}dt{font-size:13px;color:#4b5563}dd{margin:0 0 12px;overflow-wrap:anywhere}
.amount{font-size:28px;font-weight:700;color:#111827}
.note{font-size:13px;color:#4b5563;margin:12px 0 0}
form{display:grid;gap:12px;margin-top:16px}
button{min-height:48px;border-radius:10px;font-size:16px;font-weight:600;cursor:pointer;border:2px solid transparent}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.pay{background:#15803d;color:#fff}.cancel{background:#fff;color:#b91c1c;border-color:#b91c1c}
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${SANDBOX_TITLE}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

export interface PayPageInput {
  gateway: SandboxGateway;
  amount: number;
  orderInfo: string;
  reference: string;
  token: string;
  bankCode?: string;
}

export function payPage(input: PayPageInput): string {
  const method = input.bankCode ? (VNPAY_BANK_LABELS[input.bankCode] ?? input.bankCode) : null;
  return layout(`
<span class="badge">Thử nghiệm — không có tiền thật</span>
<h1>${SANDBOX_TITLE}</h1>
<p class="gateway">Đang thanh toán qua <strong>${escapeHtml(GATEWAY_NAMES[input.gateway])}</strong>${method ? ` · ${escapeHtml(method)}` : ''}</p>
<section class="card" aria-labelledby="order-heading">
<h2 id="order-heading" class="section-title">Thông tin giao dịch</h2>
<dl>
<dt>Số tiền</dt><dd class="amount">${escapeHtml(formatVnd(input.amount))}</dd>
<dt>Nội dung</dt><dd>${escapeHtml(input.orderInfo)}</dd>
<dt>Mã giao dịch</dt><dd>${escapeHtml(input.reference)}</dd>
</dl>
<form method="post" action="/sandbox/${input.gateway}/complete">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button class="pay" type="submit" name="outcome" value="pay">Thanh toán</button>
<button class="cancel" type="submit" name="outcome" value="cancel">Hủy giao dịch</button>
</form>
<p class="note">Cổng này do cửa hàng giả lập để thử quy trình thanh toán; bấm “Thanh toán” để báo giao dịch thành công.</p>
</section>`);
}

export function errorPage(message: string): string {
  return layout(`
<span class="badge">Thử nghiệm</span>
<h1>${SANDBOX_TITLE}</h1>
<section class="card" role="alert"><p>${escapeHtml(message)}</p></section>`);
}
