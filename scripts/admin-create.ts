/**
 * `npm run admin:create`: creates an owner of the back-office by asking for an e-mail, a name and a password (hidden
 * while typed) — the interactive twin of ADMIN_EMAIL / ADMIN_PASSWORD. Answers may also be piped in, one per line.
 * Migrates first, so it works on a fresh database; the embedded one must not be in use by a running server.
 */
import { openQuestions } from './lib/prompt';
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createOwner } from '../server/modules/admin/staff';
import { FULL_NAME_MAX_LENGTH } from '../core/rules/identifiers';

async function answers(): Promise<{ email: string; fullName: string; password: string }> {
  const questions = openQuestions();
  try {
    const email = await questions.email('Email của chủ cửa hàng: ');
    const fullName = (await questions.ask('Họ và tên (Enter: Chủ cửa hàng): ')).trim().slice(0, FULL_NAME_MAX_LENGTH) || 'Chủ cửa hàng';
    return { email, fullName, password: await questions.password('Mật khẩu', 'Nhập lại mật khẩu: ') };
  } finally {
    questions.close();
  }
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const owner = await answers();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    if (!(await createOwner(database.db, owner))) throw new Error(`Đã có tài khoản nhân viên ${owner.email}: không tạo thêm.`);
    console.log(`Đã tạo chủ cửa hàng ${owner.email}. Đăng nhập tại /admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
