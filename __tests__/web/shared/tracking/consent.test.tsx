/** Consent Mode v2: denied by default in the head, the banner's choice remembered, changeable on the account page. */
import { fireEvent, render, screen } from '@testing-library/react';
import { PrivacySettings } from '../../../../src/app/account/PrivacySettings';
import { CONSENT_DEFAULT_SCRIPT, CONSENT_KEY, readConsent } from '../../../../src/shared/tracking/consent';
import { CONSENT_TEXT, showConsentBanner } from '../../../../src/shared/tracking/consent-banner';

const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => {
  window.dataLayer = [];
  window.localStorage.clear();
  document.body.innerHTML = '';
});

test('the head script denies every storage by default, then applies a stored choice', () => {
  new Function(CONSENT_DEFAULT_SCRIPT)();
  expect(commands()).toEqual([
    ['consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
  ]);
  window.dataLayer = [];
  window.localStorage.setItem(CONSENT_KEY, JSON.stringify({ analytics: true, ads: false, at: '2026-11-25T00:00:00Z' }));
  new Function(CONSENT_DEFAULT_SCRIPT)();
  expect(commands()[1]).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
});

test('the banner asks once: "Đồng ý" grants, is remembered, and the banner does not come back', () => {
  showConsentBanner();
  expect(screen.getByRole('region', { name: CONSENT_TEXT.label })).toHaveTextContent('Nghị định 13/2023/NĐ-CP');
  expect(screen.getByRole('link', { name: CONSENT_TEXT.policy })).toHaveAttribute('href', '/info/chinh-sach-bao-mat');
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.accept }));
  expect(screen.queryByRole('region', { name: CONSENT_TEXT.label })).toBeNull();
  expect(readConsent()).toMatchObject({ analytics: true, ads: true });
  expect(commands()).toEqual([['consent', 'update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]]);
  expect(showConsentBanner()).toBeNull();
});

test('"Từ chối" keeps everything denied; the account page changes one kind at a time', () => {
  showConsentBanner();
  fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXT.reject }));
  expect(readConsent()).toMatchObject({ analytics: false, ads: false });
  render(<PrivacySettings />);
  const analytics = screen.getByRole('switch', { name: 'Cookie phân tích' });
  expect(analytics).not.toBeChecked();
  fireEvent.click(analytics);
  expect(readConsent()).toMatchObject({ analytics: true, ads: false });
  expect(screen.getByRole('switch', { name: 'Cookie quảng cáo' })).not.toBeChecked();
  expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
});
