import { Link } from 'gatsby';
import { formatDate, formatVnd } from '../../../../core/format';
import { imageUrl } from '../../../shared/image';
import { rentalWindowText } from '../format';
import type { OrderItem } from '../../../../core/contracts/order';
import { RentalStatus } from './RentalStatus';
import { Tag } from '../../../shared/ui/Tag';
import * as styles from './Order.module.css';
import { orderStrings } from '../strings';
import type { CartMode } from '../../../../core/contracts/cart';

export interface OrderLineProps {
  name: string;
  link?: string;
  imageKey: string;
  mode: CartMode;
  quantity: number;
  dateFrom: string | null;
  dateTo: string | null;
  /** What the line costs (after membership, as charged). */
  price: number;
  /** Without membership, shown struck through when higher. */
  originalPrice?: number;
  deposit: number;
  problem?: string | null;
  /** An extension order's line: the days it adds and the new due-back day instead of delivery and return. */
  extension?: boolean;
  /** A back-up size line: its size ("Size dự phòng M"), tagged beside the mode. */
  backupSize?: string | null;
}

/** One ordered line: image, name, mode, delivery/return days (rentals), quantity, price and deposit. */
export function OrderLine({ name, link, imageKey, mode, quantity, dateFrom, dateTo, price, originalPrice, deposit, problem, extension = false, backupSize = null }: OrderLineProps) {
  const t = orderStrings;
  const window = mode === 'rent' ? rentalWindowText(dateFrom, dateTo) : null;
  const facts = window
    ? extension
      ? [
          [t.extend.addedDays, `${formatDate(dateFrom!)} – ${formatDate(dateTo!)}`],
          [t.extend.newDueBack, window.returnDay],
        ]
      : [
          [t.deliveryDay, window.deliveryDay],
          [t.returnDay, window.returnDay],
        ]
    : null;
  return (
    <div className={styles.itemRow} data-testid="order-line">
      <img className={styles.thumb} src={imageUrl(imageKey, '100x100')} width={64} height={64} alt="" loading="lazy" />
      <div className={styles.itemMain}>
        {link ? (
          <Link to={`/product/${link}`} className={styles.itemName}>
            {name}
          </Link>
        ) : (
          <span className={styles.itemName}>{name}</span>
        )}
        <span className={styles.tagRow}>
          <Tag color={mode === 'rent' ? 'magenta' : 'geekblue'}>{extension ? t.extend.tag : t.modes[mode]}</Tag>
          {backupSize !== null ? (
            <Tag color="purple" data-testid="backup-size-tag">
              {t.backup(backupSize)}
            </Tag>
          ) : null}
          <span className={styles.muted}>{t.quantity(quantity)}</span>
        </span>
        {facts ? (
          <dl className={styles.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <dl className={styles.facts}>
          <div>
            <dt>{t.linePrice}</dt>
            <dd>
              {originalPrice !== undefined && originalPrice > price ? (
                <>
                  <s className={styles.muted}>{formatVnd(originalPrice)}</s>{' '}
                </>
              ) : null}
              <strong>{formatVnd(price)}</strong>
            </dd>
          </div>
          {deposit > 0 ? (
            <div>
              <dt>{t.deposit}</dt>
              <dd>{formatVnd(deposit)}</dd>
            </div>
          ) : null}
        </dl>
        {problem ? (
          <span role="alert" style={{ color: '#c62828' }}>
            {problem}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** An ordered line as the order shows it (charged price, the price without membership struck through), and its rental's progress once handed over. */
export function OrderItemLine({ item, linked = true, photoPath }: { item: OrderItem; linked?: boolean; photoPath?: (itemId: number, photoId: number) => string }) {
  return (
    <>
      <OrderLine
        name={item.productName}
        link={linked ? item.productLink : undefined}
        imageKey={item.imageKey}
        mode={item.mode}
        quantity={item.quantity}
        dateFrom={item.dateFrom}
        dateTo={item.dateTo}
        price={item.chargedPrice}
        originalPrice={item.price}
        deposit={item.deposit}
        extension={item.mode === 'rent' && item.rental === null}
        backupSize={item.backupOf ? (item.sizeName ?? '') : null}
      />
      {item.rental && item.rental.state !== 'reserved' ? <RentalStatus rental={item.rental} extendedDays={item.extendedDays} photoSrc={photoPath ? (photoId) => photoPath(item.id, photoId) : undefined} /> : null}
    </>
  );
}

export default OrderLine;
