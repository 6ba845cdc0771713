/**
 * Questions on the terminal for the back-office commands (admin:create, admin:reset-password): answers typed or piped
 * in one per line, a password hidden while typed.
 */
import { Writable } from 'node:stream';
import type { Interface } from 'node:readline';

/** Echoes what is typed, except while `hidden` (the password). */
export class Echo extends Writable {
  hidden = false;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    if (!this.hidden || chunk.toString().includes('\n')) process.stdout.write(chunk);
    done();
  }
}

export function ask(rl: Interface, echo: Echo, lines: AsyncIterator<string>, question: string, hidden = false): Promise<string> {
  process.stdout.write(question);
  echo.hidden = hidden && process.stdin.isTTY === true;
  return lines.next().then(({ value, done }) => {
    echo.hidden = false;
    if (done) throw new Error('Thiếu thông tin: dừng lại.');
    if (hidden && process.stdin.isTTY) process.stdout.write('\n');
    return String(value);
  });
}
