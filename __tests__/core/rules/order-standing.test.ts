import { dayMonth, orderStanding, progressSteps } from '../../../core/format/order-standing';
import { addDays } from '../../../core/rules/rental-dates';
import { formatVnd } from '../../../core/format';

const today = '2026-11-27';
const dress = (dateTo: string, unitRentalPrice = 200_000, deposit = 500_000) => ({ dateTo, unitRentalPrice, quantity: 1, deposit });
const plain = (label: string) => label.replace(/[\u00a0\u202f]/g, ' ');

describe('where an order stands, in the shopper’s words', () => {
  test('a handed-over rental is out until its due-back day, never "hoàn thành"', () => {
    // Rented until tomorrow: due back the day after.
    const standing = orderStanding({ status: 'done', deliveryMethod: 'delivery', rentalsOut: [dress(addDays(today, 1))] }, today);
    expect(standing).toMatchObject({ label: 'Đang thuê — hạn trả 29/11', tone: 'out', dueBack: '2026-11-29', lateDays: 0, lateFee: 0 });
    // Due back today: still on time.
    expect(orderStanding({ status: 'done', deliveryMethod: 'pickup', rentalsOut: [dress(addDays(today, -1))] }, today).label).toBe('Đang thuê — hạn trả 27/11');
  });

  test('a late rental says how many days late and the late fee so far (20 % of the rent a day, within the deposit)', () => {
    // Due back three days ago.
    const late = orderStanding({ status: 'done', deliveryMethod: 'delivery', rentalsOut: [dress(addDays(today, -4))] }, today);
    expect(late).toMatchObject({ tone: 'late', lateDays: 3, lateFee: 120_000 });
    expect(plain(late.label)).toBe(plain(`Trễ 3 ngày — phí trễ đến nay ${formatVnd(120_000)}`));
    // Two lines: the latest lateness, the fees added; a fee never passes the line's deposit.
    const two = orderStanding({ status: 'done', deliveryMethod: 'delivery', rentalsOut: [dress(addDays(today, -4)), dress(addDays(today, -11), 300_000, 200_000)] }, today);
    expect(two).toMatchObject({ lateDays: 10, lateFee: 120_000 + 200_000, dueBack: addDays(today, -10) });
  });

  test('a pick-up order says "Nhận tại cửa hàng"; the other states keep their names', () => {
    expect(orderStanding({ status: 'delivering', deliveryMethod: 'pickup', rentalsOut: [] }, today).label).toBe('Chờ nhận tại cửa hàng');
    expect(orderStanding({ status: 'delivering', deliveryMethod: 'delivery', rentalsOut: [] }, today).label).toBe('Đang giao');
    expect(orderStanding({ status: 'done', deliveryMethod: 'delivery', rentalsOut: [] }, today).label).toBe('Hoàn thành');
    expect(orderStanding({ status: 'not_paid', deliveryMethod: 'pickup', rentalsOut: [] }, today).label).toBe('Chưa thanh toán');
    expect(orderStanding({ status: 'cancelled', deliveryMethod: 'pickup', rentalsOut: [dress(today)] }, today).label).toBe('Đã hủy');
    expect(progressSteps('pickup', true)).toEqual({ not_paid: 'Chưa thanh toán', delivering: 'Chờ nhận tại cửa hàng', done: 'Đang thuê' });
    expect(progressSteps('pickup', false).done).toBe('Đã nhận tại cửa hàng');
    expect(progressSteps('delivery', false)).toMatchObject({ delivering: 'Đang giao', done: 'Đã giao' });
    expect(dayMonth('2026-01-05')).toBe('05/01');
  });
});
