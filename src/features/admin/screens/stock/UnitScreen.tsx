import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { formatVnd } from '../../../../../core/format';
import { RETURN_CONDITION_LABELS } from '../../../../../core/contracts/admin-vocab';
import { UNIT_BLOCK_REASON_LABELS, UNIT_STATUS_LABELS } from '../../../../../core/contracts/stock-vocab';
import type { ScreenProps } from '../../routing';
import { adminErrorMessage } from '../../api';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useUnitHistoryQuery } from './api';
import { text } from './strings';
import { WhereTag } from './WhereTag';

const t = text.unit;

/** `/admin/units/{id}`: one unit's history — its rentals with their condition photos and charges, its blocks. */
export function UnitScreen({ id }: ScreenProps) {
  const unitId = typeof id === 'number' ? id : 0;
  const { data, error, isLoading, refetch } = useUnitHistoryQuery(unitId, { skip: !unitId });
  if (!unitId) return <Result status="404" title={text.search.empty} extra={<Link to="/admin/stock">{text.product.back}</Link>} />;
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  const { unit } = data;
  return (
    <>
      <p>
        <Link to={`/admin/stock/${unit.productId}`}>← {t.back}</Link>
      </p>
      <h1 style={s.pageTitle}>{t.title(unit.code)}</h1>
      <p>
        {t.of(unit.productName, unit.sizeName)} {unit.status === 'active' ? null : <Tag>{UNIT_STATUS_LABELS[unit.status]}</Tag>} <WhereTag where={unit.where} />
      </p>
      <div style={s.toolbar}>
        <Button onClick={() => void navigate(`/admin/labels/${unit.productId}?size=${unit.sizeId}`)}>{t.printLabel}</Button>
      </div>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t.rentals}</h2>} style={s.section}>
        {data.rentals.length === 0 ? <p style={s.muted}>{t.noRentals}</p> : null}
        <ul style={s.rows}>
          {data.rentals.map((rental) => (
            <li key={rental.itemId} style={s.rowItem}>
              <div style={s.row}>
                <Link to={`/admin/orders/${rental.orderId}`}>{t.order(rental.orderCode)}</Link>
                <Tag>{t.states[rental.state]}</Tag>
              </div>
              <div style={s.muted}>
                {rental.customerName} · {t.rental(rental.dateFrom, rental.dateTo)}
              </div>
              {rental.returnedOn ? (
                <div style={s.muted}>
                  {t.returned(rental.returnedOn)}
                  {rental.condition ? ` · ${RETURN_CONDITION_LABELS[rental.condition]}` : ''}
                  {rental.damageCharge ? ` · ${t.damage(formatVnd(rental.damageCharge))}` : ''}
                </div>
              ) : null}
              {rental.returnNote ? <p style={{ margin: '4px 0' }}>{rental.returnNote}</p> : null}
              {rental.photoIds.length ? (
                <div style={{ ...s.photos, marginTop: 6 }}>
                  {rental.photoIds.map((photoId, index) => (
                    <a key={photoId} href={`/v1/admin/orders/${rental.orderId}/items/${rental.itemId}/photos/${photoId}`} target="_blank" rel="noreferrer" style={s.photo}>
                      <img src={`/v1/admin/orders/${rental.orderId}/items/${rental.itemId}/photos/${photoId}`} alt={t.photo(rental.orderCode, index + 1)} style={s.photoImage} loading="lazy" />
                    </a>
                  ))}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>{t.blocks}</h2>}>
        {data.blocks.length === 0 ? <p style={s.muted}>{t.noBlocks}</p> : null}
        <ul style={s.rows}>
          {data.blocks.map((block) => (
            <li key={block.id} style={s.rowItem}>
              {text.product.blockLine(UNIT_BLOCK_REASON_LABELS[block.reason], block.dateFrom, block.dateTo)}
              {block.note ? <span style={s.muted}> · {block.note}</span> : null}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
