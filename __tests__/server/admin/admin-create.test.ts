/**
 * `npm run admin:create` as an owner of a new shop would run it (the compiled script, answers on stdin): it asks
 * again for a bad e-mail or a short password, creates the owner on a fresh embedded database, and refuses an address
 * that already has an account — then that owner logs in.
 */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client';
import { staffUsers } from '../../../server/db/schema';
import { verifyPassword } from '../../../server/modules/auth/password';
import { makeTempDir, removeTempDir } from '../helpers/temp-dir';
import { runAdminCommand } from './helpers';

const run = (dataDir: string, input: string) => runAdminCommand('admin-create', { DATA_DIR: dataDir, DATABASE_URL: '' }, input);

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('admin-create');
});
afterAll(() => removeTempDir(dataDir));

test('creates the owner after asking again for what was wrong, and never a second account for one address', async () => {
  const first = await run(dataDir, 'khong-phai-email\nChu.Moi@ThueDo.test\nNguyễn Văn An\nngan\nMatKhau#2026\nMatKhau#2026\n');
  expect(first.output).toContain('Email không hợp lệ');
  expect(first.output).toContain('Mật khẩu cần 8–128 ký tự');
  expect(first.output).toContain('Đã tạo chủ cửa hàng chu.moi@thuedo.test');
  expect(first.code).toBe(0);

  const again = await run(dataDir, 'chu.moi@thuedo.test\n\nMatKhauKhac#1\nMatKhauKhac#1\n');
  expect(again.code).toBe(1);
  expect(again.output).toContain('Đã có tài khoản nhân viên chu.moi@thuedo.test');

  const database = await openDatabase({ dataDir });
  try {
    const [owner] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, 'chu.moi@thuedo.test'));
    expect(owner).toMatchObject({ role: 'owner', fullName: 'Nguyễn Văn An' });
    expect(await verifyPassword('MatKhau#2026', owner!.passwordHash)).toBe(true);
  } finally {
    await database.close();
  }
});
