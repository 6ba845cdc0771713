/**
 * `npm run admin:reset-password` as an owner locked out of the back-office would run it (the compiled script,
 * answers on stdin, the server stopped on the embedded database): it asks again for a weak or mismatched password,
 * refuses an unknown address, sets the new password, ends the account's sessions and records it in the audit log.
 * With TEST_DATABASE_URL, the same against a PostgreSQL server through DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { createThrowawayDatabase, dropThrowawayDatabase } from '../../../server/db/throwaway-database';
import { migrateDatabase } from '../../../server/db/migrate';
import { auditLog, staffSessions, staffUsers } from '../../../server/db/schema';
import { createOwner } from '../../../server/modules/admin/staff';
import { verifyPassword } from '../../../server/modules/auth/password';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { runAdminCommand } from './helpers';

const run = (dataDir: string, input: string, databaseUrl = '') => runAdminCommand('admin-reset-password', { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, input);

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('admin-reset-password');
});
afterAll(() => removeTempDir(dataDir));

test('sets a new password for the address, ends its sessions, and refuses an unknown address', async () => {
  let database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    await createOwner(database.db, { email: 'chu@thuedo.test', fullName: 'Nguyễn Văn An', password: 'MatKhauCu#2026' });
    const [owner] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'chu@thuedo.test'));
    await database.db.insert(staffSessions).values({ tokenHash: 'phien-cu', staffId: owner!.id, expiresAt: new Date(Date.now() + 3_600_000) });
  } finally {
    await database.close();
  }

  const unknown = await run(dataDir, 'khong-co@thuedo.test\nMatKhauMoi#2026\nMatKhauMoi#2026\n');
  expect(unknown.code).toBe(1);
  expect(unknown.output).toContain('Không có tài khoản nhân viên khong-co@thuedo.test');

  const reset = await run(dataDir, 'Chu@ThueDo.test\nngan\npassword123\nMatKhauMoi#2026\nkhac-han\nMatKhauMoi#2026\nMatKhauMoi#2026\n');
  expect(reset.output).toContain('Mật khẩu cần 8–128 ký tự');
  expect(reset.output).toContain('quá phổ biến');
  expect(reset.output).toContain('Hai lần nhập không khớp');
  expect(reset.output).toContain('Đã đặt mật khẩu mới cho chu@thuedo.test');
  expect(reset.code).toBe(0);

  database = await openDatabase({ dataDir });
  try {
    const [owner] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'chu@thuedo.test'));
    expect(await verifyPassword('MatKhauMoi#2026', owner!.passwordHash)).toBe(true);
    expect(await verifyPassword('MatKhauCu#2026', owner!.passwordHash)).toBe(false);
    expect(await database.db.select().from(staffSessions).where(eq(staffSessions.staffId, owner!.id))).toHaveLength(0);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.staffId, owner!.id));
    expect(audit.map((row) => row.action)).toEqual(['staff.password.cli-reset']);
  } finally {
    await database.close();
  }
});

const serverUrl = process.env.TEST_DATABASE_URL;
(serverUrl ? test : test.skip)('works against DATABASE_URL (a PostgreSQL server) too', async () => {
  const name = `storefront_reset_${process.pid}_${Date.now().toString(36)}`;
  const url = await createThrowawayDatabase(serverUrl!, name);
  try {
    let database = await openDatabase({ databaseUrl: url });
    try {
      await migrateDatabase(database);
      await createOwner(database.db, { email: 'chu@thuedo.test', fullName: 'Nguyễn Văn An', password: 'MatKhauCu#2026' });
    } finally {
      await database.close();
    }
    const reset = await run(dataDir, 'chu@thuedo.test\nMatKhauMoi#2026\nMatKhauMoi#2026\n', url);
    expect(reset.code).toBe(0);
    database = await openDatabase({ databaseUrl: url });
    try {
      const [owner] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'chu@thuedo.test'));
      expect(await verifyPassword('MatKhauMoi#2026', owner!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
  } finally {
    await dropThrowawayDatabase(serverUrl!, name);
  }
});
