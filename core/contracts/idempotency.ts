/**
 * The `Idempotency-Key` request header (IETF draft "The Idempotency-Key HTTP Header Field") on the writes that create
 * an order or move money: placing an order, extending a rental, topping up the wallet, buying a membership package,
 * and staff placing a counter order (keyed by its customer). The same key again for the same shopper on the same
 * operation answers what the first request answered.
 */
import { Type } from 'typebox';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8–128 letters, digits, `-`, `_`, `.` or `:` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,128}$';

export const IdempotencyHeaders = Type.Object({
  [IDEMPOTENCY_HEADER]: Type.Optional(
    Type.String({
      minLength: 8,
      maxLength: 128,
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description:
        'Khóa chống lặp do ứng dụng tạo cho mỗi thao tác (ví dụ một UUID), gửi lại nguyên khóa khi thử lại: cùng khóa → cùng kết quả, không tạo đơn hay trừ tiền lần hai; cùng khóa với nội dung khác → 422; khi yêu cầu đầu còn đang xử lý → 409. Giữ 24 giờ.',
    }),
  ),
});
