import { Button, DatePicker, Form, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { MAX_LINE_QUANTITY } from '../../../../../core/rules/cart';
import { formatVnd } from '../../../../../core/format';
import { STACKED_RANGE, s, stackedRangeCss } from '../../kit/styles';
import { useBusyDaysQuery, useCounterProductQuery, useCounterProductsQuery } from './api';
import { text } from './strings';
import type { DraftLine } from './lines';

const t = text.lines;

const canRent = (type: string) => type !== 'PRODUCT_TYPE_SALABLE';
const canSell = (type: string) => type !== 'PRODUCT_TYPE_RENTABLE';

/**
 * Picks one line: a product (searched by name), its size, rent or buy, the rental days on the design system's
 * RangePicker with the days the size is fully booked for that quantity disabled, and how many.
 */
export function LinePicker({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const [q, setQ] = useState('');
  const [productId, setProductId] = useState<number | null>(null);
  const [sizeId, setSizeId] = useState<number | null>(null);
  const [mode, setMode] = useState<'rent' | 'sale'>('rent');
  const [quantity, setQuantity] = useState(1);
  const [dates, setDates] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const products = useCounterProductsQuery(q);
  const product = useCounterProductQuery(productId ?? 0, { skip: productId === null });
  const detail = product.data && product.data.id === productId ? product.data : null;
  const busy = useBusyDaysQuery({ productId: productId ?? 0, sizeId: sizeId ?? 0, quantity }, { skip: productId === null || sizeId === null || mode !== 'rent' });
  const blocked = useMemo(() => new Set(busy.data?.invalidDates ?? []), [busy.data]);

  const chooseProduct = (id: number) => {
    setProductId(id);
    setSizeId(null);
    setDates(null);
    const row = products.data?.items.find((item) => item.id === id);
    setMode(row && !canRent(row.type) ? 'sale' : 'rent');
  };
  const ready = detail !== null && sizeId !== null && (mode === 'sale' || (dates?.[0] && dates[1]));
  const add = () => {
    if (!detail || sizeId === null) return;
    const size = detail.sizes.find((item) => item.id === sizeId);
    onAdd({
      productId: detail.id,
      sizeId,
      productName: detail.name,
      sizeName: size?.name ?? '',
      mode,
      quantity,
      dateFrom: mode === 'rent' ? dates![0]!.format('YYYY-MM-DD') : null,
      dateTo: mode === 'rent' ? dates![1]!.format('YYYY-MM-DD') : null,
    });
    setDates(null);
    setQuantity(1);
  };

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t.product} htmlFor="counter-product">
        <Select
          id="counter-product"
          showSearch={{ filterOption: false, onSearch: (value) => setQ(value.trim()) }}
          placeholder={t.productPlaceholder}
          loading={products.isFetching}
          value={productId ?? undefined}
          onChange={chooseProduct}
          options={(products.data?.items ?? []).map((item) => ({
            value: item.id,
            label: `${item.name} — ${canRent(item.type) ? formatVnd(item.rentalPrice) : formatVnd(item.salePrice)}`,
          }))}
        />
      </Form.Item>
      {detail ? (
        <div style={s.formGrid}>
          <Form.Item label={t.size} htmlFor="counter-size">
            <Select
              id="counter-size"
              placeholder={t.sizePlaceholder}
              value={sizeId ?? undefined}
              onChange={(value: number) => {
                setSizeId(value);
                setDates(null);
              }}
              options={detail.sizes.map((size) => ({ value: size.id, label: size.name }))}
            />
          </Form.Item>
          <Form.Item label={t.mode}>
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as 'rent' | 'sale')}
              options={[
                { value: 'rent', label: t.rent, disabled: !canRent(detail.type) },
                { value: 'sale', label: t.sale, disabled: !canSell(detail.type) },
              ]}
              optionType="button"
            />
          </Form.Item>
          <Form.Item label={t.quantity} htmlFor="counter-quantity">
            <InputNumber id="counter-quantity" min={1} max={MAX_LINE_QUANTITY} value={quantity} onChange={(value) => setQuantity(value ?? 1)} style={{ width: '100%' }} />
          </Form.Item>
          {mode === 'rent' ? (
            <Form.Item label={t.dates} extra={sizeId !== null ? t.busyNote : undefined}>
              <style>{stackedRangeCss}</style>
              <DatePicker.RangePicker
                aria-label={t.dates}
                classNames={{ popup: { root: STACKED_RANGE } }}
                format="DD/MM/YYYY"
                inputReadOnly
                disabled={sizeId === null || busy.isFetching}
                value={dates}
                onChange={(value) => setDates(value)}
                disabledDate={(day) => {
                  const key = day.format('YYYY-MM-DD');
                  if (!busy.data) return true;
                  return key < busy.data.firstDay || key > busy.data.lastDay || blocked.has(key);
                }}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
      <Button type="primary" ghost disabled={!ready} onClick={add}>
        {t.add}
      </Button>
    </Form>
  );
}
