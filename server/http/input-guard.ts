/**
 * Refuses, after schema validation, what the schemas let through but the database cannot take: NUL characters
 * (PostgreSQL text rejects them) and non-finite numbers (Ajv coerces `?limit=1e309` to Infinity and lets it pass).
 * Both used to surface as 500s from the query.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that handle such input themselves (the static site answers its own 404 page). */
    inputGuardExempt?: boolean;
  }
}

export const inputGuardExempt = { inputGuardExempt: true } as const;

type Finding = 'character' | 'number';

const PROBLEMS: Record<Finding, string> = { character: 'chứa ký tự không hợp lệ', number: 'phải là một số hữu hạn' };

/** The first NUL character or non-finite number in `value` (keys included), walked without recursion. */
export function findUnstorable(value: unknown): { kind: Finding; path: string } | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) return { kind: 'character', path };
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) return { kind: 'number', path };
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push({ value: item, path: `${path}[${index}]` }));
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return { kind: 'character', path };
        stack.push({ value: item, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return null;
}

const PARTS = [
  ['params', 'Tham số đường dẫn'],
  ['query', 'Tham số truy vấn'],
  ['body', 'Dữ liệu gửi lên'],
] as const;

export async function inputGuard(request: FastifyRequest, reply: FastifyReply) {
  if (request.routeOptions.config?.inputGuardExempt === true) return;
  for (const [part, label] of PARTS) {
    const found = findUnstorable(request[part]);
    if (!found) continue;
    const subject = found.path ? `Trường ${found.path}` : label;
    const message = `${subject} ${PROBLEMS[found.kind]}`;
    request.log.info({ part, path: found.path, kind: found.kind }, 'rejected: unstorable input');
    return sendError(reply, 400, message);
  }
}
