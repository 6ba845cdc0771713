/**
 * Every action the server records has a Vietnamese label, and every label names an action still recorded: the test
 * reads the server's sources, so an audit call with a new action name and no label fails here (as well as typecheck).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS } from '../../../core/contracts/audit-vocab';

const SERVER = join(__dirname, '../../../server');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The action names in each recordAudit(…) call: the string literals of its `action:` expression. */
function recordedActions(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(SERVER)) {
    const code = readFileSync(file, 'utf8');
    for (const call of code.matchAll(/recordAudit\(\s*\w+,\s*\w+,\s*\{([\s\S]*?)\}\s*\)/g)) {
      const action = /action:\s*([^,\n]+)/.exec(call[1]!);
      expect(action).not.toBeNull();
      const names = [...action![1]!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) found.set(name, file);
    }
  }
  return found;
}

test('every recorded action has a Vietnamese label, and every label is recorded somewhere', () => {
  const recorded = recordedActions();
  expect(recorded.size).toBeGreaterThan(25);
  const labels = AUDIT_ACTION_LABELS as Record<string, string>;
  const unlabelled = [...recorded.keys()].filter((name) => !labels[name]);
  expect(unlabelled).toEqual([]);
  expect(Object.keys(labels).filter((name) => !recorded.has(name))).toEqual([]);
  for (const label of Object.values(labels)) expect(label).toMatch(/^[A-ZĐÁÀẢÃẠÂẤẦẨẪẬĂẮẰẲẴẶÉÈẺẼẸÊẾỀỂỄỆÍÌỈĨỊÓÒỎÕỌÔỐỒỔỖỘƠỚỜỞỠỢÚÙỦŨỤƯỨỪỬỮỰÝỲỶỸỴ]/);
});

test('the fields of the records written in the rental, staff, product and content modules have labels', () => {
  // The snapshot objects' keys, as written in the sources (`before: { ids: … }`, `(row) => ({ title: …`).
  const files = ['modules/rental/return.ts', 'modules/admin/staff.ts', 'modules/admin/categories.ts', 'modules/admin/content-pages.ts', 'modules/admin/reviews.ts', 'modules/admin/product-photos.ts', 'modules/admin/collections.ts'];
  const keys = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(SERVER, file), 'utf8');
    for (const block of code.matchAll(/(?:(?:snapshot|kept|rentalSnapshot) = \([^)]*\) => \(\{|before: \{|after: \{)([^;]*?)\}\)?[,;)]/g)) {
      for (const key of block[1]!.matchAll(/(?:^|[{,]\s*)(\w+):/g)) keys.add(key[1]!);
    }
  }
  expect(keys.size).toBeGreaterThan(15);
  expect([...keys].filter((key) => !AUDIT_FIELD_LABELS[key])).toEqual([]);
});
