import { reachMessage } from '../../../../src/features/admin/kit/reach';

const eta = (etaSeconds: number | null, lastBuildSeconds: number | null = 40, rebuilds = true) => ({ rebuilds, quietSeconds: 120, lastBuildSeconds, running: false, etaSeconds });

test('after a save staff read when shoppers will see it, in seconds under a minute and a half, else in minutes', () => {
  expect(reachMessage(eta(45))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau khoảng 45 giây.');
  expect(reachMessage(eta(160))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau khoảng 3 phút.');
  // No rebuild finished yet: only the quiet period is known.
  expect(reachMessage(eta(120, null))).toBe('Đã lưu. Thay đổi sẽ hiển thị cho khách sau ít nhất 2 phút.');
});

test('without rebuilds (or when the server could not say) the notice is the plain "Đã lưu."', () => {
  expect(reachMessage(eta(null, null, false))).toBe('Đã lưu.');
  expect(reachMessage(null)).toBe('Đã lưu.');
});
