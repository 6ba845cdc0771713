import { Tag } from 'antd';
import { Link } from 'gatsby';
import type { UnitWhere } from '../../../../../core/contracts/stock';
import { text } from './strings';

const t = text.where;

/** Where a unit is now, in words (and the order it is out on, linked). */
export function WhereTag({ where }: { where: UnitWhere }) {
  if (where.place === 'shopper' && where.orderId && where.orderCode && where.until) {
    return (
      <Link to={`/admin/orders/${where.orderId}`}>
        <Tag color="blue">{t.shopper(where.orderCode, where.until)}</Tag>
      </Link>
    );
  }
  if (where.place === 'blocked' && where.until) return <Tag color="orange">{t.blocked(where.until)}</Tag>;
  if (where.place === 'gone') return <Tag>{t.gone}</Tag>;
  return <Tag color="green">{t.shop}</Tag>;
}
