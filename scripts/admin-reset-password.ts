/**
 * `npm run admin:reset-password`: a new password for a back-office account (an owner who forgot theirs, or any
 * staff address), asked for with the password hidden while typed; answers may also be piped in, one per line. Their
 * sessions end and the log-in counters of the address are cleared; the change is in the audit log. Migrates first;
 * the embedded database must not be in use by a running server (DATABASE_URL: any time).
 */
import { createInterface } from 'node:readline';
import { Echo, ask } from './lib/prompt';
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { isWeakPassword } from '../server/modules/auth/common-passwords';
import { resetPasswordFromCli } from '../server/modules/admin/staff-password';
import { isEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/shared/rules/identifiers';


async function answers(): Promise<{ email: string; password: string }> {
  const echo = new Echo();
  const rl = createInterface({ input: process.stdin, output: echo, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  try {
    let email = '';
    while (!isEmail(email)) {
      email = (await ask(rl, echo, lines, 'Email của tài khoản quản trị: ')).trim();
      if (!isEmail(email)) console.log('  Email không hợp lệ, vui lòng nhập lại.');
    }
    for (;;) {
      const password = await ask(rl, echo, lines, `Mật khẩu mới (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự): `, true);
      if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
        console.log(`  Mật khẩu cần ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự.`);
        continue;
      }
      if (isWeakPassword(password)) {
        console.log('  Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.');
        continue;
      }
      if ((await ask(rl, echo, lines, 'Nhập lại mật khẩu mới: ', true)) === password) return { email: normalizeEmail(email), password };
      console.log('  Hai lần nhập không khớp, vui lòng nhập lại.');
    }
  } finally {
    rl.close();
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
