/**
 * The consent banner, in plain DOM (no React, no antd): it comes with analytics after the first render and only when
 * a tag manager is built in and the shopper has not chosen yet. Fixed at the bottom, above the bottom navigation, so
 * nothing on the page moves.
 */
import { readConsent, saveConsent } from './consent';

export const CONSENT_TEXT = {
  label: 'Quyền riêng tư',
  title: 'Chúng tôi tôn trọng dữ liệu của bạn',
  body: 'Thuê Đồ dùng cookie phân tích và quảng cáo để hiểu cách bạn dùng cửa hàng và cải thiện trải nghiệm, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân. Bạn có thể đổi lựa chọn bất cứ lúc nào trong trang Tài khoản.',
  accept: 'Đồng ý',
  reject: 'Từ chối',
  policy: 'Chính sách bảo mật',
} as const;

const BUTTON = 'flex:1;min-height:44px;border-radius:10px;font-family:inherit;font-size:15px;font-weight:600;cursor:pointer;';

export function showConsentBanner(policyPath = '/info/chinh-sach-bao-mat'): HTMLElement | null {
  if (readConsent() || document.getElementById('consent-banner')) return null;
  const banner = document.createElement('section');
  banner.id = 'consent-banner';
  banner.setAttribute('role', 'region');
  banner.setAttribute('aria-label', CONSENT_TEXT.label);
  banner.style.cssText =
    'position:fixed;left:8px;right:8px;bottom:calc(72px + env(safe-area-inset-bottom,0px));z-index:1000;max-width:560px;margin:0 auto;padding:14px 16px;background:#fff;color:#1f1a1c;border:1px solid #eadfe3;border-radius:14px;box-shadow:0 8px 28px rgba(60,20,35,.18);font-size:13.5px;line-height:1.45';
  const title = document.createElement('strong');
  title.textContent = CONSENT_TEXT.title;
  title.style.cssText = 'display:block;font-size:15px;margin-bottom:4px';
  const body = document.createElement('p');
  body.style.margin = '0 0 10px';
  body.append(`${CONSENT_TEXT.body} `);
  const policy = document.createElement('a');
  policy.href = policyPath;
  policy.textContent = CONSENT_TEXT.policy;
  policy.style.cssText = 'color:#b0264f;text-decoration:underline;font-weight:600';
  body.append(policy);
  const actions = document.createElement('div');
  actions.style.cssText = 'display:flex;gap:8px';
  const choose = (granted: boolean) => () => {
    saveConsent({ analytics: granted, ads: granted });
    banner.remove();
  };
  const reject = document.createElement('button');
  reject.type = 'button';
  reject.textContent = CONSENT_TEXT.reject;
  reject.style.cssText = `${BUTTON}background:#fff;color:#7a1c3a;border:1px solid #b0264f`;
  reject.addEventListener('click', choose(false));
  const accept = document.createElement('button');
  accept.type = 'button';
  accept.textContent = CONSENT_TEXT.accept;
  accept.style.cssText = `${BUTTON}background:#b0264f;color:#fff;border:1px solid #b0264f`;
  accept.addEventListener('click', choose(true));
  actions.append(reject, accept);
  banner.append(title, body, actions);
  document.body.append(banner);
  return banner;
}
