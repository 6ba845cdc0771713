import { formatVnd } from '../../../../../core/format';
import { changesOf, textDiff } from '../../../../../src/features/admin/screens/audit/changes';
import { text } from '../../../../../src/features/admin/screens/audit/strings';

describe('what an audit entry changed', () => {
  test('an update lists only the changed fields, with Vietnamese names and readable values', () => {
    const before = { name: 'Áo dài đỏ', rentalPrice: 200_000, published: false, stock: 2, attributes: { color: 'Đỏ' } };
    const after = { name: 'Áo dài đỏ', rentalPrice: 250_000, published: true, stock: 2, attributes: { color: 'Đỏ' } };
    expect(changesOf(before, after)).toEqual([
      { field: 'rentalPrice', label: 'Giá thuê', from: formatVnd(200_000), to: formatVnd(250_000) },
      { field: 'published', label: 'Đang bán', from: 'Không', to: 'Có' },
    ]);
  });

  test('a long text change is a short word diff, HTML dropped, the rest of the page left out', () => {
    const page = (middle: string) => `<p>${'Lời mở đầu dài. '.repeat(40)}</p><p>Thời gian đổi trả ${middle} kể từ ngày nhận.</p><p>${'Phần cuối. '.repeat(40)}</p>`;
    const [change] = changesOf({ bodyHtml: page('trong 3 ngày') }, { bodyHtml: page('trong 7 ngày làm việc') });
    expect(change).toMatchObject({ field: 'bodyHtml', label: 'Nội dung' });
    expect(change!.diff).toEqual({ before: '… gian đổi trả trong', removed: '3 ngày', added: '7 ngày làm việc', after: 'kể từ ngày nhận. …' });
    expect(change!.from.length).toBeLessThanOrEqual(121);
  });

  test('a long removal is cut short; a creation lists what it recorded; an unknown field says so', () => {
    const diff = textDiff(Array.from({ length: 30 }, (_, i) => `từ${i}`).join(' '), '');
    expect(diff.removed.split(' ')).toHaveLength(13);
    expect(diff.removed.endsWith('…')).toBe(true);
    expect(changesOf(null, { title: 'Hè rực rỡ', paused: false })).toEqual([
      { field: 'title', label: 'Tiêu đề', from: '—', to: 'Hè rực rỡ', only: 'after' },
      { field: 'paused', label: 'Tạm dừng', from: '—', to: 'Không', only: 'after' },
    ]);
    expect(changesOf({ legacy: 1 }, { legacy: 2 })[0]!.label).toBe('Trường legacy');
    // Codes read as words: a status, a payment outcome, a rental state, a role.
    expect(changesOf({ status: 'not_paid' }, { outcome: 'paid', reference: null })).toEqual([
      { field: 'status', label: 'Trạng thái', from: 'Chưa thanh toán', to: '—', only: 'before' },
      { field: 'outcome', label: 'Kết quả', from: '—', to: 'Đã thanh toán', only: 'after' },
    ]);
    expect(changesOf({ status: 'delivering', state: 'reserved', role: 'staff' }, { status: 'done', state: 'with_shopper', role: 'owner' }).map((change) => `${change.from} → ${change.to}`)).toEqual([
      'Chờ giao → Đã giao',
      'Chờ giao đồ → Đang thuê',
      'Nhân viên cửa hàng → Chủ cửa hàng',
    ]);
    expect(text.action('package.update')).toBe('Sửa gói thành viên');
    expect(text.action('rental.photo_add')).toBe('Thêm ảnh tình trạng đồ thuê');
  });
});
