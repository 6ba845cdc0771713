import { MailOutlined, MessageOutlined, PhoneOutlined, WechatOutlined } from '@ant-design/icons';
import { Drawer } from 'antd';
import type { ComponentType } from 'react';
import { vi } from '../../../shared/i18n/vi';
import type { SupportChannel } from '../config';
import * as styles from './Support.module.css';

const icons: Record<SupportChannel['kind'], ComponentType<{ className?: string; 'aria-hidden'?: boolean }>> = {
  messenger: MessageOutlined,
  zalo: WechatOutlined,
  hotline: PhoneOutlined,
  email: MailOutlined,
};

function label(channel: SupportChannel): string {
  if (channel.kind === 'messenger') return vi.support.messenger;
  if (channel.kind === 'zalo') return vi.support.zalo;
  if (channel.kind === 'email') return vi.support.email(channel.value);
  return vi.support.hotline(channel.value);
}

export interface SupportSheetProps {
  open: boolean;
  channels: readonly SupportChannel[];
  onClose(): void;
}

/** The bottom sheet with the support channels. */
export function SupportSheet({ open, channels, onClose }: SupportSheetProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      title={vi.support.title}
      size="auto"
      closable={{ 'aria-label': vi.support.close }}
      classNames={{ body: styles.sheetBody }}
    >
      <p className={styles.intro}>{vi.support.intro}</p>
      <ul className={styles.channels}>
        {channels.map((channel) => {
          const Icon = icons[channel.kind];
          const external = channel.kind === 'messenger' || channel.kind === 'zalo';
          return (
            <li key={channel.kind}>
              <a
                className={`${styles.channel} ${styles[channel.kind] ?? ''}`}
                href={channel.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon aria-hidden className={styles.channelIcon} />
                <span>{label(channel)}</span>
                {external ? <span className="sr-only"> {vi.support.opensInNewTab}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </Drawer>
  );
}

export default SupportSheet;
