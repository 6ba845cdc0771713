import { Alert, Button, Empty, Result, Segmented, Select, Skeleton } from 'antd';
import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { todayInVietnam } from '../../../../../core/rules/rental-dates';
import { adminErrorMessage } from '../../api';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useCalendarProductsQuery, useStockCalendarQuery } from './api';
import { CalendarGrid } from './CalendarGrid';
import { fullDate, pageStart, shiftPage, spanOf, type View } from './dates';
import { text as t } from './strings';

interface Choice {
  productId: number | null;
  productName: string;
  sizeId: number | null;
  view: View;
  from: string;
}

/** What the address says (so Back from an order returns to the same page of the calendar). */
function choiceFromAddress(): Choice {
  const params = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  const view: View = params.get('view') === 'month' ? 'month' : 'week';
  const number = (key: string) => (/^\d{1,9}$/.test(params.get(key) ?? '') ? Number(params.get(key)) : null);
  const from = params.get('from') ?? '';
  return { productId: number('product'), productName: '', sizeId: number('size'), view, from: /^\d{4}-\d{2}-\d{2}$/.test(from) ? pageStart(view, from) : pageStart(view, todayInVietnam()) };
}

function writeAddress(choice: Choice) {
  if (typeof window === 'undefined') return;
  const params = new URLSearchParams();
  if (choice.productId) params.set('product', String(choice.productId));
  if (choice.sizeId) params.set('size', String(choice.sizeId));
  params.set('view', choice.view);
  params.set('from', choice.from);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${params.toString()}`);
}

/** Per product and size: which unit is where, day by day; what is free; each booking a tap away from its order. */
export function CalendarPage() {
  const [choice, setChoice] = useState<Choice>(choiceFromAddress);
  const [search, setSearch] = useState('');
  const products = useCalendarProductsQuery(search);
  const calendar = useStockCalendarQuery(
    { productId: choice.productId ?? 0, sizeId: choice.sizeId ?? undefined, from: choice.from, days: spanOf(choice.view) },
    { skip: !choice.productId },
  );
  useEffect(() => writeAddress(choice), [choice]);
  const data = calendar.data && calendar.data.product.id === choice.productId ? calendar.data : undefined;

  const change = (patch: Partial<Choice>) => setChoice((current) => ({ ...current, ...patch }));
  const setView = (view: View) => change({ view, from: pageStart(view, view === 'week' && choice.from.slice(0, 7) === todayInVietnam().slice(0, 7) ? todayInVietnam() : choice.from) });
  const week = choice.view === 'week';
  const options = (products.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  if (choice.productId && !options.some((option) => option.value === choice.productId)) {
    options.unshift({ value: choice.productId, label: choice.productName || data?.product.name || `#${choice.productId}` });
  }

  return (
    <>
      <h1 style={s.pageTitle}>{t.title}</h1>
      <div style={{ ...s.toolbar, flexDirection: 'column' }}>
        <Select
          showSearch
          aria-label={t.product}
          placeholder={t.productPlaceholder}
          value={choice.productId ?? undefined}
          options={options}
          filterOption={false}
          onSearch={setSearch}
          loading={products.isFetching}
          notFoundContent={products.isFetching ? <Skeleton.Input active size="small" /> : t.noProducts}
          onChange={(productId: number) => change({ productId, productName: options.find((option) => option.value === productId)?.label ?? '', sizeId: null })}
          style={{ width: '100%', maxWidth: 480 }}
          data-testid="calendar-product"
        />
        {data && data.sizes.length > 1 ? (
          <Segmented<number>
            aria-label={t.size}
            value={data.size.id}
            onChange={(sizeId) => change({ sizeId })}
            options={data.sizes.map((size) => ({ value: size.id, label: <span aria-label={t.sizeLabel(size.name, size.units)}>{t.sizeOption(size.name, size.units)}</span> }))}
            style={{ alignSelf: 'flex-start', maxWidth: '100%', overflowX: 'auto' }}
          />
        ) : null}
      </div>

      {choice.productId ? (
        <>
          <div style={{ ...s.toolbar, alignItems: 'center', justifyContent: 'space-between' }}>
            <Segmented<View>
              aria-label={t.view}
              value={choice.view}
              onChange={setView}
              options={[
                { value: 'week', label: t.week },
                { value: 'month', label: t.month },
              ]}
            />
            <div style={{ display: 'flex', gap: 4 }}>
              <Button aria-label={week ? t.previousWeek : t.previousMonth} title={week ? t.previousWeek : t.previousMonth} onClick={() => change({ from: shiftPage(choice.view, choice.from, -1) })}>
                <span aria-hidden="true">‹</span>
              </Button>
              <Button onClick={() => change({ from: pageStart(choice.view, todayInVietnam()) })}>{t.today}</Button>
              <Button aria-label={week ? t.nextWeek : t.nextMonth} title={week ? t.nextWeek : t.nextMonth} onClick={() => change({ from: shiftPage(choice.view, choice.from, 1) })}>
                <span aria-hidden="true">›</span>
              </Button>
            </div>
          </div>
          {data ? (
            <p style={{ ...s.muted, margin: '0 0 8px' }} aria-live="polite">
              <strong style={{ color: '#2b1d22' }}>{t.sizeLabel(data.size.name, data.units.filter((unit) => unit.status === 'active').length)}</strong> · {t.range(fullDate(data.from), fullDate(data.to))}
            </p>
          ) : null}
          {calendar.error ? (
            <Result status="error" title={adminErrorMessage(calendar.error)} extra={<Button onClick={() => void calendar.refetch()}>{ta.retry}</Button>} />
          ) : !data ? (
            <Skeleton active />
          ) : (
            <>
              {data.unplaced.length ? (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginBottom: 8 }}
                  message={t.unplacedTitle}
                  description={
                    <ul style={{ margin: 0, paddingLeft: 18 }}>
                      {data.unplaced.map(({ booking, missing }) => (
                        <li key={booking.itemId}>
                          <Link to={`/admin/orders/${booking.orderId}`}>{t.unplaced(booking.orderCode, missing, booking.dateFrom, booking.bookedUntil)}</Link>
                        </li>
                      ))}
                    </ul>
                  }
                />
              ) : null}
              {data.units.length ? <CalendarGrid data={data} view={choice.view} /> : <Empty description={t.noUnits} />}
            </>
          )}
        </>
      ) : (
        <Empty description={t.pickProduct} />
      )}
    </>
  );
}
