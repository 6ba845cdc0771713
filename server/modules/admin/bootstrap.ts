/** The first owner from ADMIN_EMAIL and ADMIN_PASSWORD: both or neither, a real address and a password of 8+ characters. */
import type { Db } from '../../db/client';
import { isEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../core/rules/identifiers';
import { ensureOwner } from './staff';

/** Returns the owner's address when one was created; throws (the server does not start) on a half or weak setting. */
export async function ensureOwnerFromEnv(db: Db, env: NodeJS.ProcessEnv): Promise<string | null> {
  const email = env.ADMIN_EMAIL?.trim() ?? '';
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return null;
  if (!email || !password) throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to create the first owner, or neither');
  if (!isEmail(email)) throw new Error(`ADMIN_EMAIL is not an e-mail address: ${email}`);
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(`ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} characters`);
  }
  return (await ensureOwner(db, email, password)) ? normalizeEmail(email) : null;
}
