import { useEffect, useState } from 'react';
import { formatTimeDate } from '../../../core/format';
import { PlainSwitch } from '../../shared/forms/PlainSwitch';
import { readConsent, saveConsent, type ConsentChoice } from '../../shared/tracking/consent';

// Only this card needs these words: kept out of the shared dictionary every page loads.
const t = {
  title: 'Quyền riêng tư',
  intro: 'Chọn loại cookie Thuê Đồ được dùng trên trình duyệt này (Nghị định 13/2023/NĐ-CP). Cookie cần thiết cho giỏ hàng và đăng nhập luôn bật.',
  analytics: 'Cookie phân tích',
  analyticsHint: 'Giúp chúng tôi biết sản phẩm nào được xem, thêm vào giỏ và đặt thuê.',
  ads: 'Cookie quảng cáo',
  adsHint: 'Cho phép đo hiệu quả quảng cáo và gợi ý phù hợp hơn.',
  chosenAt: (when: string) => `Lựa chọn lúc ${when}`,
  notChosen: 'Bạn chưa chọn: mọi cookie phân tích và quảng cáo đang tắt.',
};

const row = { display: 'flex', alignItems: 'flex-start', gap: 12, padding: '10px 0', borderTop: '1px solid #f1e6ea' } as const;

/** The account page's consent switches: the same choice as the banner's, changeable any time. */
export function PrivacySettings() {
  const [choice, setChoice] = useState<ConsentChoice | null>(null);
  useEffect(() => {
    setChoice(readConsent());
    const sync = () => setChoice(readConsent());
    window.addEventListener('thuedo:consent', sync);
    return () => window.removeEventListener('thuedo:consent', sync);
  }, []);
  const change = (key: 'analytics' | 'ads', on: boolean) => setChoice(saveConsent({ analytics: choice?.analytics ?? false, ads: choice?.ads ?? false, [key]: on }));

  return (
    <section aria-labelledby="privacy-title" style={{ background: '#fff', border: '1px solid #eadfe3', borderRadius: 14, padding: '14px 16px' }} data-testid="privacy-settings">
      <h2 id="privacy-title" style={{ fontSize: 16, margin: '0 0 4px' }}>
        {t.title}
      </h2>
      <p style={{ margin: '0 0 8px', color: '#5f5459', fontSize: 13.5 }}>{t.intro}</p>
      {(['analytics', 'ads'] as const).map((key) => (
        <div key={key} style={row}>
          <div style={{ flex: 1 }}>
            <span id={`consent-${key}`} style={{ display: 'block', fontWeight: 600 }}>
              {t[key]}
            </span>
            <span id={`consent-${key}-hint`} style={{ fontSize: 13, color: '#5f5459' }}>
              {key === 'analytics' ? t.analyticsHint : t.adsHint}
            </span>
          </div>
          <PlainSwitch checked={choice?.[key] ?? false} onChange={(on) => change(key, on)} aria-labelledby={`consent-${key}`} aria-describedby={`consent-${key}-hint`} />
        </div>
      ))}
      <p style={{ margin: '6px 0 0', fontSize: 12.5, color: '#5f5459' }}>{choice?.at ? t.chosenAt(formatTimeDate(choice.at)) : t.notChosen}</p>
    </section>
  );
}
