export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Khóa chống lặp (Idempotency-Key) không hợp lệ: cần 8–128 ký tự gồm chữ, số và các dấu - _ . :',
  reused: 'Khóa chống lặp (Idempotency-Key) này đã dùng cho một yêu cầu khác; hãy tạo khóa mới cho thao tác mới',
  inProgress: 'Yêu cầu với khóa chống lặp này đang được xử lý, vui lòng chờ giây lát rồi xem lại',
} as const;
