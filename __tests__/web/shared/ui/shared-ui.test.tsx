import { act, render, screen } from '@testing-library/react';
import {
  CONFIRM_MODAL_WIDTH,
  CONTRAST_THRESHOLD,
  MESSAGE_CONFIG,
  MODAL_WIDTH,
  NOTICE_AUTO_CLOSE_MS,
  NOTIFICATION_CONFIG,
  ROUTE_CHANGE_DELAY_MS,
  ROUTE_DELAY_MS,
  WEB_VITALS_DEBOUNCE_MS,
  bannerTextStyle,
  brightness,
  modalContent,
  parseColour,
  showAppModal,
  textColorOn,
} from '../../../../src/shared/ui';
import { makeStore } from '../../../../src/app/store';
import { AppRoot } from '../../test-root';
import { App, message, notification } from 'antd';
import { Themed } from '../../../../src/shared/theme/Themed';

describe('UI constants', () => {
  it('holds the notification, message, notice and modal settings', () => {
    expect(NOTIFICATION_CONFIG).toEqual({ placement: 'topRight', top: 24, duration: 4.5 });
    expect(MESSAGE_CONFIG).toEqual({ duration: 3 });
    expect(NOTICE_AUTO_CLOSE_MS).toBe(1500);
    expect(MODAL_WIDTH).toBe(520);
    expect(CONFIRM_MODAL_WIDTH).toBe(416);
    expect(CONTRAST_THRESHOLD).toBe(125);
    expect(WEB_VITALS_DEBOUNCE_MS).toBe(3000);
    expect(ROUTE_CHANGE_DELAY_MS).toBe(50);
    expect(ROUTE_DELAY_MS).toBe(1000);
  });

  it("is what antd's notices use inside Themed: the static, themed ones, which outlive the page that shows them", () => {
    const seen: Array<ReturnType<typeof App.useApp>> = [];
    function Probe() {
      seen.push(App.useApp());
      return null;
    }
    render(
      <Themed>
        <Probe />
      </Themed>,
    );
    expect(seen[0]!.message).toBe(message);
    expect(seen[0]!.notification).toBe(notification);
  });
});

describe('textColorOn', () => {
  it('picks black at or above brightness 125 and white below', () => {
    expect(textColorOn('#ffffff')).toBe('#000');
    expect(textColorOn('#000000')).toBe('#fff');
    expect(textColorOn('#B0264F')).toBe('#fff'); // brand rose: (176×299+38×587+79×114)/1000 ≈ 84
    expect(textColorOn('#f8e1e7')).toBe('#000');
    expect(textColorOn('#1f2a44')).toBe('#fff');
  });

  it('applies the threshold exactly', () => {
    // Grey 125: brightness exactly 125 → black; grey 124 → white.
    expect(brightness([125, 125, 125])).toBe(125);
    expect(textColorOn('#7d7d7d')).toBe('#000');
    expect(textColorOn('#7c7c7c')).toBe('#fff');
    // Pure green is bright (587), pure blue is dark (114).
    expect(textColorOn('#00ff00')).toBe('#000');
    expect(textColorOn('#0000ff')).toBe('#fff');
  });

  it('reads short hex, alpha hex and rgb(), and treats unreadable colours as dark', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#11223380')).toEqual([17, 34, 51]);
    expect(parseColour('rgb(250, 250, 250)')).toEqual([250, 250, 250]);
    expect(textColorOn('rgb(10 10 10)')).toBe('#fff');
    expect(textColorOn('not-a-colour')).toBe('#fff');
  });

  it('gives banners a band in their own colour with the matching text colour', () => {
    expect(bannerTextStyle('#f8e1e7')).toMatchObject({ color: '#000' });
    expect(bannerTextStyle('#f8e1e7').backgroundImage).toContain('rgba(248, 225, 231, 0.92)');
    expect(bannerTextStyle('#1f2a44').color).toBe('#fff');
  });
});

describe('showAppModal', () => {
  it('shows one message, or several as a list, in the themed modal', async () => {
    render(
      <AppRoot store={makeStore()}>
        <p>trang</p>
      </AppRoot>,
    );
    await act(async () => {
      showAppModal({ kind: 'error', title: 'Không lưu được', messages: ['Thiếu họ tên', 'Số điện thoại không hợp lệ'] });
    });
    expect((await screen.findAllByText('Không lưu được')).length).toBeGreaterThan(0);
    expect(screen.getByText('Thiếu họ tên').tagName).toBe('LI');
    expect(screen.getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đã hiểu' })).toBeInTheDocument();
  });

  it('defaults the title to the kind and renders a single message as is', () => {
    expect(modalContent({ message: 'Đã lưu' })).toBe('Đã lưu');
    expect(modalContent({ messages: ['Một'] })).toBe('Một');
    expect(modalContent({})).toBeNull();
  });
});
