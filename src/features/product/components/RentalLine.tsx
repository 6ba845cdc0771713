import { CalendarOutlined } from '@ant-design/icons';
import { formatDate, formatVnd } from '../../../../core/format';
import { displayRentalWindow } from '../../../../core/rules/rental-dates';
import { vi } from '../../../shared/i18n/vi';
import type { RentalRange } from '../../cart/public';
import * as styles from './Product.module.css';
import type { LinePrice } from '../../../../core/contracts/cart';

export interface RentalLineProps {
  range: RentalRange;
  rentLine: LinePrice;
  member: LinePrice | null;
  loggedIn: boolean;
  outOfStock: boolean;
  onChangeDates: () => void;
  onPreload: () => void;
}

/** The chosen rental: delivery and return days, days, price (a member's too), deposit, and the way to change the dates. */
export function RentalLine({ range, rentLine, member, loggedIn, outOfStock, onChangeDates, onPreload }: RentalLineProps) {
  const t = vi.product;
  const rentalWindow = displayRentalWindow(range.dateFrom, range.dateTo);
  return (
    <div data-testid="rental-line">
      <div className={styles.lineHead}>
        <h2 className={styles.sectionTitle}>{t.lineTitle}</h2>
        <button type="button" className={styles.linkButton} onPointerDown={onPreload} onClick={onChangeDates} disabled={outOfStock}>
          <CalendarOutlined aria-hidden />
          <span>{t.changeDates}</span>
        </button>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t.deliveryDay}</dt>
          <dd data-testid="line-delivery">{formatDate(rentalWindow.deliveryDay)}</dd>
        </div>
        <div>
          <dt>{t.returnDay}</dt>
          <dd data-testid="line-return">{formatDate(rentalWindow.returnDay)}</dd>
        </div>
        <div>
          <dt>{t.lineDays}</dt>
          <dd data-testid="line-days">{t.days(rentLine.days, rentLine.extraDays)}</dd>
        </div>
        <div>
          <dt>{t.linePrice}</dt>
          <dd data-testid="line-price">{formatVnd(rentLine.price)}</dd>
        </div>
        {member && member.membershipPrice < rentLine.price ? (
          <div>
            <dt>{loggedIn ? t.lineMemberPrice : t.guestMemberPrice}</dt>
            <dd data-testid="line-member-price">{formatVnd(member.membershipPrice)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.lineDeposit}</dt>
          <dd data-testid="line-deposit">{formatVnd(rentLine.deposit)}</dd>
        </div>
      </dl>
    </div>
  );
}
