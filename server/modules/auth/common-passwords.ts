/**
 * Passwords of 8+ characters that appear at the top of every leaked-password list (and their Vietnamese
 * favourites). Compared case-insensitively after trimming; kept short on purpose — the rate limits do the rest.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '0123456789', '87654321', '11111111', '00000000', '88888888', '66666666',
  '12341234', '11223344', '12121212', '123123123', '147258369', '123456789a', '12345678a', 'a12345678', '1q2w3e4r',
  '1qaz2wsx', 'qwertyui', 'qwertyuiop', 'asdfghjk', 'zxcvbnm1', 'password', 'password1', 'password123', 'passw0rd',
  'p@ssw0rd', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1', 'abc12345',
  'abcd1234', 'qwerty123', 'admin123', 'administrator', 'letmein1', 'trustno1', 'superman', 'starwars', 'whatever',
  'matkhau', 'matkhau1', 'matkhau123', 'matkhau@123', 'anhyeuem', 'anhyeuem1', 'anhyeuem123', 'emyeuanh', 'emyeuanh1',
  'yeuemnhieu', 'vietnam1', 'vietnam123', 'hanoi123', 'saigon123', 'thuedo123', 'thuedo2026', 'khongbiet', 'doimatkhau',
]);

/** Only spaces, or one of the most common passwords. */
export function isWeakPassword(password: string): boolean {
  const trimmed = password.trim();
  return trimmed.length === 0 || COMMON_PASSWORDS.has(trimmed.toLowerCase());
}
