/**
 * `npm run admin:reset-password`: a new password for a back-office account (an owner who forgot theirs, or any
 * staff address), asked for with the password hidden while typed; answers may also be piped in, one per line. Their
 * sessions end and the log-in counters of the address are cleared; the change is in the audit log. Migrates first;
 * the embedded database must not be in use by a running server (DATABASE_URL: any time).
 */
import { openQuestions } from './lib/prompt';
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { resetPasswordFromCli } from '../server/modules/admin/staff-password';

async function answers(): Promise<{ email: string; password: string }> {
  const questions = openQuestions();
  try {
    const email = await questions.email('Email của tài khoản quản trị: ');
    return { email, password: await questions.password('Mật khẩu mới', 'Nhập lại mật khẩu mới: ') };
  } finally {
    questions.close();
  }
}

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const { email, password } = await answers();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    if (!(await resetPasswordFromCli(database.db, email, password))) throw new Error(`Không có tài khoản nhân viên ${email}.`);
    console.log(`Đã đặt mật khẩu mới cho ${email}; các phiên đăng nhập cũ đã kết thúc. Đăng nhập tại /admin.`);
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
