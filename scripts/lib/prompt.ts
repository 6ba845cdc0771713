/**
 * Questions on the terminal for the back-office commands (admin:create, admin:reset-password): answers typed or piped
 * in one per line, a password hidden while typed and asked twice.
 */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { isWeakPassword } from '../../server/modules/auth/common-passwords';
import { isEmail, normalizeEmail, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../core/rules/identifiers';

/** Echoes what is typed, except while `hidden` (the password). */
class Echo extends Writable {
  hidden = false;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    if (!this.hidden || chunk.toString().includes('\n')) process.stdout.write(chunk);
    done();
  }
}

export interface Questions {
  ask(question: string, hidden?: boolean): Promise<string>;
  /** Asked until it is an e-mail address; normalised. */
  email(question: string): Promise<string>;
  /** Asked until it has the right length, is not a common password and is typed the same twice. */
  password(question: string, again: string): Promise<string>;
  close(): void;
}

export function openQuestions(): Questions {
  const echo = new Echo();
  const rl = createInterface({ input: process.stdin, output: echo, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (question: string, hidden = false): Promise<string> => {
    process.stdout.write(question);
    echo.hidden = hidden && process.stdin.isTTY === true;
    const { value, done } = await lines.next();
    echo.hidden = false;
    if (done) throw new Error('Thiếu thông tin: dừng lại.');
    if (hidden && process.stdin.isTTY) process.stdout.write('\n');
    return String(value);
  };
  return {
    ask,
    async email(question) {
      for (;;) {
        const email = (await ask(question)).trim();
        if (isEmail(email)) return normalizeEmail(email);
        console.log('  Email không hợp lệ, vui lòng nhập lại.');
      }
    },
    async password(question, again) {
      for (;;) {
        const password = await ask(`${question} (${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự): `, true);
        if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
          console.log(`  Mật khẩu cần ${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} ký tự.`);
        } else if (isWeakPassword(password)) {
          console.log('  Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.');
        } else if ((await ask(again, true)) === password) {
          return password;
        } else {
          console.log('  Hai lần nhập không khớp, vui lòng nhập lại.');
        }
      }
    },
    close: () => rl.close(),
  };
}
