/** The slip's words and figures, laid out once so the PDF and the printable page say exactly the same thing. */
import { displayPhone, formatDate, formatTimeDate, formatVnd } from '../../../core/format';
import type { SlipData, SlipLine } from './slip-data';

export interface SlipTable {
  columns: string[];
  /** Relative widths, summing to 1. */
  widths: number[];
  rows: string[][];
}

export interface SlipText {
  title: string;
  shopLines: string[];
  facts: Array<[string, string]>;
  table: SlipTable;
  totals: Array<[string, string]>;
  notes: string[];
  photoGroups: Array<{ caption: string; photos: Buffer[] }>;
  signatures: Array<{ role: string; who: string }>;
}

const units = (line: SlipLine) => (line.unitCodes.length ? line.unitCodes.join(', ') : 'Chưa gán');
const days = (line: SlipLine) => (line.dateFrom && line.dateTo ? `${formatDate(line.dateFrom)} – ${formatDate(line.dateTo)}` : 'Mua');
const modeOf = (line: SlipLine) => (line.mode === 'rent' ? 'Thuê' : 'Mua');

function handOverTable(lines: SlipLine[]): SlipTable {
  return {
    columns: ['STT', 'Sản phẩm', 'Size', 'Mã bộ đồ', 'SL', 'Ngày thuê', 'Hạn trả', 'Tiền cọc'],
    widths: [0.05, 0.25, 0.08, 0.14, 0.05, 0.17, 0.11, 0.15],
    rows: lines.map((line, index) => [
      String(index + 1),
      `${line.productName} (${modeOf(line)})`,
      line.sizeName || '—',
      units(line),
      String(line.quantity),
      days(line),
      line.dueBack ? formatDate(line.dueBack) : '—',
      formatVnd(line.deposit),
    ]),
  };
}

function returnTable(lines: SlipLine[]): SlipTable {
  return {
    columns: ['STT', 'Sản phẩm', 'Size / mã', 'Ngày trả', 'Tình trạng', 'Tiền cọc', 'Phí trả muộn', 'Phí hư hỏng', 'Hoàn cọc'],
    widths: [0.05, 0.17, 0.12, 0.1, 0.12, 0.11, 0.11, 0.11, 0.11],
    rows: lines.map((line, index) => {
      const s = line.settlement!;
      return [
        String(index + 1),
        line.productName,
        `${line.sizeName || '—'} · ${units(line)}`,
        formatDate(s.returnedOn),
        s.note ? `${s.conditionLabel}: ${s.note}` : s.conditionLabel,
        formatVnd(line.deposit),
        s.lateFee > 0 ? `${formatVnd(s.lateFee)} (${s.lateDays} ngày)` : formatVnd(0),
        formatVnd(s.damageCharge),
        formatVnd(s.refund),
      ];
    }),
  };
}

const refundWay = (data: SlipData) => {
  const methods = new Set(data.lines.map((line) => line.settlement?.refundMethod).filter(Boolean));
  if (methods.size === 0) return '—';
  return [...methods].map((method) => (method === 'wallet' ? 'vào ví của khách' : 'chuyển khoản ngân hàng')).join(', ');
};

export function slipText(data: SlipData, now: Date = new Date()): SlipText {
  const { order, shopper, shop } = data;
  const handover = data.kind === 'handover';
  const rentals = data.lines.filter((line) => line.mode === 'rent' && line.dueBack);
  const dueBacks = [...new Set(rentals.map((line) => formatDate(line.dueBack!)))];
  const facts: Array<[string, string]> = [
    ['Mã đơn', order.code],
    ['Ngày lập phiếu', formatTimeDate(now)],
    ['Khách hàng', shopper.name],
    shopper.phone ? ['Số điện thoại', displayPhone(shopper.phone)] : ['E-mail', shopper.email ?? '—'],
    ['Nhận đồ', order.deliveryMethod === 'pickup' ? 'Nhận tại cửa hàng' : `Giao đến ${order.address?.fullAddress ?? '—'}`],
  ];
  if (handover && dueBacks.length) facts.push(['Hạn trả đồ', dueBacks.join(', ')]);
  const totals: Array<[string, string]> = handover
    ? [
        ['Tổng tiền cọc', formatVnd(data.lines.reduce((sum, line) => sum + line.deposit, 0))],
        ['Tổng giá trị đơn hàng (gồm cọc)', formatVnd(order.total)],
      ]
    : [
        ['Tiền cọc', formatVnd(data.settled!.deposit)],
        ['Phí trả muộn', formatVnd(data.settled!.lateFee)],
        ['Phí hư hỏng / mất đồ', formatVnd(data.settled!.damageCharge)],
        ['Tiền cọc hoàn lại', formatVnd(data.settled!.refund)],
        ['Hình thức hoàn', refundWay(data)],
      ];
  const notes = handover
    ? [
        data.lateFeeRule,
        'Khách kiểm tra đồ khi nhận; tình trạng ghi trên phiếu và ảnh kèm theo là căn cứ khi trả đồ.',
      ]
    : ['Số tiền trên phiếu đúng như cửa hàng đã ghi nhận khi nhận lại đồ.', data.lateFeeRule];
  const photoGroups = data.lines
    .filter((line) => line.photos.length > 0)
    .map((line) => ({ caption: `Ảnh tình trạng ${handover ? 'khi giao' : 'khi trả'}: ${line.productName} (${line.sizeName || '—'})`, photos: line.photos }));
  const shopSide = { role: 'Cửa hàng', who: shop.name };
  const shopperSide = { role: 'Khách hàng', who: shopper.name };
  return {
    title: data.title.toUpperCase(),
    shopLines: [shop.name, shop.address, `Hotline: ${shop.hotline}`],
    facts,
    table: handover ? handOverTable(data.lines) : returnTable(data.lines),
    totals,
    notes,
    photoGroups,
    signatures: handover
      ? [
          { role: `Bên giao (${shopSide.role})`, who: shopSide.who },
          { role: `Bên nhận (${shopperSide.role})`, who: shopperSide.who },
        ]
      : [
          { role: `Bên giao (${shopperSide.role})`, who: shopperSide.who },
          { role: `Bên nhận (${shopSide.role})`, who: shopSide.who },
        ],
  };
}
