/** The audit log's texts; the action and field names themselves are shared (core/contracts/audit-vocab.ts). */
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../../../../../core/contracts/audit-vocab';

export const text = {
  nav: 'Nhật ký',
  title: 'Nhật ký thao tác',
  empty: 'Chưa có thao tác nào.',
  action: (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? `Thao tác khác (${action})`,
  entity: (entity: string, id: string) => `${AUDIT_ENTITY_LABELS[entity] ?? entity} #${id}`,
  noChange: 'Không có trường nào thay đổi.',
  changes: 'Thay đổi',
  before: '(trước)',
  removed: 'Bỏ',
  added: 'Thêm',
  none: '—',
  yes: 'Có',
  no: 'Không',
  otherField: (key: string) => `Trường ${key}`,
} as const;
