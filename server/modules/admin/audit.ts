/** The audit log: every staff write, with who, what, the record before and after, and when (append-only table). */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog, type StaffUserRow } from '../../db/schema';
import type { AuditList, AuditQuery } from '../../../core/contracts/admin';
import type { AuditAction } from '../../../core/contracts/audit-vocab';

export interface AuditRecord {
  /** One of the named actions (core/contracts/audit-vocab.ts), so the log can label it. */
  action: AuditAction;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The record with every lone UTF-16 surrogate replaced by U+FFFD, as a text column stores it: PostgreSQL's jsonb
 * refuses the `\ud800` escape JSON.stringify writes for one, which made such a title a 500.
 */
function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\ufffd');
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key) as string, wellFormed(item)]));
  }
  return value;
}

/** Call inside the transaction of the change, so the change and its record stand or fall together. */
export async function recordAudit(tx: DbOrTx, staff: Pick<StaffUserRow, 'id' | 'email'>, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: staff.id,
    staffEmail: staff.email,
    action: record.action,
    entity: record.entity,
    entityId: String(record.entityId),
    before: wellFormed(record.before ?? null),
    after: wellFormed(record.after ?? null),
  });
}

export async function listAudit(db: Db, query: AuditQuery): Promise<AuditList> {
  const where: SQL[] = [];
  if (query.entity) where.push(eq(auditLog.entity, query.entity));
  if (query.entityId) where.push(eq(auditLog.entityId, query.entityId));
  const page = query['pagination.page'];
  const limit = query['pagination.limit'];
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(condition).orderBy(desc(auditLog.id)).limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(auditLog).where(condition),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      staffEmail: row.staffEmail,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    pagination: { page, limit, total: total?.value ?? 0 },
  };
}
