/**
 * The rate limit's window slides: attempts just before a window's edge still count just after it, so neither a burst
 * of twice the limit across the edge nor a test that happens to straddle it gets a different answer.
 */
import type { Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { hitRateLimit } from '../../server/http/rate-limit';
import { openTestDatabase } from './helpers/test-database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateDatabase(database);
});
afterAll(() => database.close());

const rule = { max: 3, windowMs: 60_000 };
// A window edge well away from now, so the real clock plays no part.
const edge = Math.ceil(Date.now() / rule.windowMs) * rule.windowMs + 10 * rule.windowMs;

test('three attempts a second before the edge and one a second after: the fourth is over the limit', async () => {
  for (let i = 1; i <= 3; i++) expect(await hitRateLimit(database.db, 'edge:a', rule, edge - 1_000)).toBe(i);
  // 1 in the new window + 3 × 59/60 of the previous one.
  expect(await hitRateLimit(database.db, 'edge:a', rule, edge + 1_000)).toBeCloseTo(1 + 3 * (59 / 60), 6);
});

test('the previous window weighs less as the new one goes on, and nothing once a whole window has passed', async () => {
  for (let i = 0; i < 3; i++) await hitRateLimit(database.db, 'edge:b', rule, edge - 30_000);
  expect(await hitRateLimit(database.db, 'edge:b', rule, edge + 45_000)).toBeCloseTo(1 + 3 * 0.25, 6);
  expect(await hitRateLimit(database.db, 'edge:b', rule, edge + rule.windowMs + 1_000)).toBeCloseTo(1 + 1 * (59 / 60), 6);
  expect(await hitRateLimit(database.db, 'edge:b', rule, edge + 3 * rule.windowMs)).toBe(1);
});
