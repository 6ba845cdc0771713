import { Button, Modal, Typography } from 'antd';
import type { StaffPasswordLink } from '../../../../../core/contracts/admin';
import { formatTimeDate } from '../../../../../core/format';
import { s } from '../../kit/styles';
import { text as t } from './strings';

/** The one-time link a password reset made, shown once to the owner to hand over. */
export function ResetLinkDialog({ link, onClose }: { link: (StaffPasswordLink & { name: string }) | null; onClose: () => void }) {
  return (
    <Modal open={link !== null} title={t.resetTitle} onCancel={onClose} footer={<Button onClick={onClose}>{t.close}</Button>} destroyOnHidden>
      {link ? (
        <>
          <p>
            {t.resetIntro(link.name)} {formatTimeDate(link.expiresAt)}.
          </p>
          <Typography.Paragraph copyable={{ text: link.link }} code style={{ wordBreak: 'break-all' }}>
            {link.link}
          </Typography.Paragraph>
          <p style={s.muted}>{t.resetOnce}</p>
        </>
      ) : null}
    </Modal>
  );
}
