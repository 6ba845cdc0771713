import { App, Button, Card, Result, Skeleton, Tag } from 'antd';
import { Link, navigate } from 'gatsby';
import { useState } from 'react';
import type { StockUnit } from '../../../../../core/contracts/stock';
import { UNIT_BLOCK_REASON_LABELS, UNIT_STATUS_LABELS } from '../../../../../core/contracts/stock-vocab';
import { adminErrorMessage } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useEndBlockMutation, useRetireUnitMutation, useStockProductQuery } from './api';
import { BlockDialog } from './BlockDialog';
import { text } from './strings';
import { WhereTag } from './WhereTag';

const t = text.product;

/** A product's sizes, each unit with its code, status and whereabouts, and the actions on it. */
export function StockProductPanel({ productId }: { productId: number }) {
  const { data, error, isLoading, refetch } = useStockProductQuery(productId);
  const [blocking, setBlocking] = useState<StockUnit | null>(null);
  if (isLoading) return <Skeleton active />;
  if (error || !data) return <Result status="error" title={adminErrorMessage(error)} extra={<Button onClick={() => void refetch()}>{ta.retry}</Button>} />;
  return (
    <>
      <p>
        <Link to="/admin/stock">← {t.back}</Link>
      </p>
      <h1 style={s.pageTitle}>{data.name}</h1>
      <div style={s.toolbar}>
        <Button onClick={() => void navigate(`/admin/labels/${data.id}`)}>{t.printAll}</Button>
      </div>
      {data.sizes.map((size) => (
        <Card
          key={size.id}
          size="small"
          style={s.section}
          title={<h2 style={{ margin: 0, fontSize: 16 }}>{t.size(size.name, size.units.length)}</h2>}
          extra={
            <Link to={`/admin/labels/${data.id}?size=${size.id}`} aria-label={t.printSize(size.name)}>
              {t.printSize(size.name)}
            </Link>
          }
        >
          {size.units.length === 0 ? <p style={s.muted}>{t.noUnits}</p> : null}
          <ul style={s.rows}>
            {size.units.map((unit) => (
              <UnitRow key={unit.id} unit={unit} onBlock={() => setBlocking(unit)} />
            ))}
          </ul>
        </Card>
      ))}
      {blocking ? <BlockDialog unit={blocking} onClose={() => setBlocking(null)} /> : null}
    </>
  );
}

function UnitRow({ unit, onBlock }: { unit: StockUnit; onBlock: () => void }) {
  const { modal } = App.useApp();
  const { report } = useFeedback();
  const [retire] = useRetireUnitMutation();
  const [endBlock] = useEndBlockMutation();
  const active = unit.status === 'active';
  return (
    <li style={s.rowItem} data-testid={`unit-${unit.code}`}>
      <div style={s.row}>
        <Link to={`/admin/units/${unit.id}`} aria-label={`${t.history} ${unit.code}`}>
          <strong style={{ fontFamily: 'monospace', fontSize: 16 }}>{unit.code}</strong>
        </Link>
        <span>
          {active ? null : <Tag>{UNIT_STATUS_LABELS[unit.status]}</Tag>}
          <WhereTag where={unit.where} />
        </span>
      </div>
      {unit.note ? <p style={s.muted}>{unit.note}</p> : null}
      {unit.blocks.map((block) => (
        <div key={block.id} style={{ ...s.row, alignItems: 'center' }}>
          <span style={s.muted}>
            {t.blockLine(UNIT_BLOCK_REASON_LABELS[block.reason], block.dateFrom, block.dateTo)}
            {block.note ? ` · ${block.note}` : ''}
          </span>
          <Button
            size="small"
            onClick={() =>
              modal.confirm({ title: t.endBlockTitle, content: t.endBlockText, okText: t.confirm, cancelText: ta.no, onOk: () => report(endBlock({ blockId: block.id, unitId: unit.id }).unwrap()) })
            }
          >
            {t.endBlock}
          </Button>
        </div>
      ))}
      {active ? (
        <div style={{ ...s.actions, marginTop: 6 }}>
          <Button size="small" onClick={onBlock}>
            {t.block}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => modal.confirm({ title: t.retireTitle(unit.code), content: t.retireText, okText: t.confirm, cancelText: ta.no, onOk: () => report(retire(unit.id).unwrap()) })}
          >
            {t.retire}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
