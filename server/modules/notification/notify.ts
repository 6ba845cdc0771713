/** Server-written notifications. `notify` is THE way to tell a shopper something (accounts, orders…). */
import type { Db } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';
import type { Notification } from '../../../core/contracts/notification';

export interface NotificationInput {
  title: string;
  body: string;
  link?: string | null;
}

/** Works inside a transaction too (pass the transaction as `db`). */
export async function notify(db: Pick<Db, 'insert'>, customerId: number, input: NotificationInput): Promise<void> {
  await db.insert(notifications).values({ customerId, title: input.title, body: input.body, link: input.link ?? null });
}

export function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The account events' texts, in one place. */
export const ACCOUNT_NOTIFICATIONS = {
  welcome: (credit: string): NotificationInput => ({
    title: 'Quà chào mừng đã vào ví',
    body: `Chúng tôi đã tặng ${credit} vào ví của bạn làm quà chào mừng. Chúc bạn thuê đồ vui vẻ!`,
    link: '/account/my-wallet',
  }),
  welcomeVerify: (credit: string, verified: boolean): NotificationInput => ({
    title: 'Chào mừng bạn đến với Thuê Đồ',
    body: verified
      ? `Tài khoản của bạn đã được tạo. ${credit} quà chào mừng sẽ vào ví khi đơn hàng đầu tiên của bạn hoàn thành.`
      : `Tài khoản của bạn đã được tạo. Xác minh email hoặc số điện thoại, và ${credit} quà chào mừng sẽ vào ví khi đơn hàng đầu tiên của bạn hoàn thành.`,
    link: '/account',
  }),
  passwordChanged: (): NotificationInput => ({
    title: 'Mật khẩu đã được thay đổi',
    body: 'Mật khẩu tài khoản của bạn vừa được thay đổi. Nếu không phải bạn, hãy đặt lại mật khẩu ngay.',
    link: '/account/change-password',
  }),
  membershipBought: (name: string, expiredDate: string): NotificationInput => ({
    title: `Bạn đã trở thành ${name}`,
    body: `Gói ${name} của bạn có hiệu lực đến ngày ${expiredDate}.`,
    link: '/member-ship',
  }),
} as const;
