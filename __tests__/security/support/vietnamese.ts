/** What a user-visible error must look like: Vietnamese, no validator or framework English, no internals. */
export const VIETNAMESE_LETTER = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;

const ENGLISH_LEAKS: readonly RegExp[] = [
  /must have required property/i,
  /must (?:be|match|NOT|have|equal|pass)\b/i,
  /should (?:be|have|NOT|match)\b/i,
  /Unexpected (?:token|end|non-whitespace|character)/i,
  /(?:in|at) JSON at position/i,
  /is not valid JSON/i,
  /\b(?:Bad Request|Not Found|Internal Server Error|Unsupported Media Type|Payload Too Large|Method Not Allowed|Unauthorized|Forbidden)\b/,
  /Body cannot be empty/i,
  /Request body is too large/i,
  /\bFST_[A-Z_]+/,
  /\b(?:TypeError|RangeError|SyntaxError|ReferenceError)\b/,
  /\bat [\w.<>]+ \(/,
  /node_modules|\/server\/|\.ts:\d+/,
  /\b(?:duplicate key|violates|relation "|column "|syntax error at)\b/i,
];

/** The first English or internal fragment found in `text`, or null. */
export function englishLeak(text: string): string | null {
  for (const pattern of ENGLISH_LEAKS) {
    const match = pattern.exec(text);
    if (match) return match[0];
  }
  return null;
}

/** Why `message` is not an acceptable Vietnamese error message, or null when it is. */
export function messageProblem(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return `no message (${JSON.stringify(message)})`;
  if (!VIETNAMESE_LETTER.test(message)) return `not Vietnamese: ${JSON.stringify(message.slice(0, 200))}`;
  const leak = englishLeak(message);
  return leak ? `English/internal text "${leak}" in ${JSON.stringify(message.slice(0, 200))}` : null;
}
