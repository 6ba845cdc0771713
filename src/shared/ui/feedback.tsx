import { Button, ConfigProvider, message, Modal, notification } from 'antd';
import type { ModalFuncProps } from 'antd';
import { ThemeOnly } from '../theme/ThemeOnly';
import { MESSAGE_CONFIG, NOTIFICATION_CONFIG } from './constants';

/**
 * antd's static notices, themed: loaded on demand (src/shared/ui/notices.ts) by code that runs outside any antd
 * context — the fetch helper's error notice, the shared modal, the new-version notice, the log-in prompt — so the
 * shell's first load carries none of antd's notification, message and modal code.
 */
ConfigProvider.config({ holderRender: (children) => <ThemeOnly>{children}</ThemeOnly> });
notification.config(NOTIFICATION_CONFIG);
message.config(MESSAGE_CONFIG);

export { message, notification };

export type ModalKind = 'success' | 'error' | 'warning' | 'info' | 'confirm';

export function openModal(kind: ModalKind, props: ModalFuncProps): { destroy(): void } {
  return Modal[kind](props);
}

/** A success toast with a link-style action after the text (e.g. 'Đã thêm vào giỏ hàng. Xem giỏ hàng'). */
export function successWithAction(key: string, text: string, actionText: string, onAction: () => void): void {
  void message.success({
    key,
    content: (
      <span>
        {text}{' '}
        <Button
          type="link"
          size="small"
          onClick={() => {
            message.destroy(key);
            onAction();
          }}
        >
          {actionText}
        </Button>
      </span>
    ),
  });
}
