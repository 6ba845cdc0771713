/**
 * `npm run admin:create`: creates an owner of the back-office by asking for an e-mail, a name and a password (hidden
 * while typed) — the interactive twin of ADMIN_EMAIL / ADMIN_PASSWORD. Answers may also be piped in, one per line.
 * Migrates first, so it works on a fresh database; the embedded one must not be in use by a running server.
 */
import { createInterface } from 'node:readline';
import { Echo, ask } from './lib/prompt';
import { loadConfig, loadEnvFile } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { createOwner } from '../server/modules/admin/staff';
import { FULL_NAME_MAX_LENGTH, isEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/shared/rules/identifiers';


async function answers(): Promise<{ email: string; fullName: string; password: string }> {
  const echo = new Echo();
  const rl = createInterface({ input: process.stdin, output: echo, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  try {
    let email = '';
    while (!isEmail(email)) {
      email = (await ask(rl, echo, lines, 'Email của chủ cửa hàng: ')).trim();
      if (!isEmail(email)) console.log('  Email không hợp lệ, vui lòng nhập lại.');
    }
    const fullName = (await ask(rl, echo, lines, 'Họ và tên (Enter: Chủ cửa hàng): ')).trim().slice(0, FULL_NAME_MAX_LENGTH) || 'Chủ cửa hàng';
    for (;;) {
      const password = await ask(rl, echo, lines, `Mật khẩu (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự): `, true);
      if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
        console.log(`  Mật khẩu cần ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự.`);
        continue;
      }
      if ((await ask(rl, echo, lines, 'Nhập lại mật khẩu: ', true)) === password) return { email: normalizeEmail(email), fullName, password };
      console.log('  Hai lần nhập không khớp, vui lòng nhập lại.');
    }
  } finally {
    rl.close();
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
