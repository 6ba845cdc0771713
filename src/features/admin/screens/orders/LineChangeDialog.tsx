import { Alert, DatePicker, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import dayjs from '../../../../../core/format/dayjs';
import { formatVnd } from '../../../../../core/format';
import type { OrderItem } from '../../../../../core/contracts/order';
import { todayInVietnam } from '../../../../../core/rules/rental-dates';
import { adminErrorMessage } from '../../api';
import { useFeedback } from '../../kit/feedback';
import { ta } from '../../strings';
import { useChangeLineMutation, useLineChangeQuoteMutation, useProductSizesQuery } from './api';
import { text } from './strings';

const t = text.lineChange;
const DAY = 'YYYY-MM-DD';

/**
 * "Đổi size / ngày" of a rental line not yet handed over: the product's sizes and the dates, each choice priced by a
 * dry run of the change (the server's 409 — a size taken, a wallet short — shows before anything is saved).
 */
export function LineChangeDialog({ orderId, item, onClose }: { orderId: number; item: OrderItem; onClose: () => void }) {
  const { report } = useFeedback();
  const sizes = useProductSizesQuery(item.productId);
  const [quote, quoted] = useLineChangeQuoteMutation();
  const [change, changing] = useChangeLineMutation();
  const [sizeId, setSizeId] = useState<number | undefined>(item.sizeId);
  const [dates, setDates] = useState<[Dayjs, Dayjs]>([dayjs(item.dateFrom), dayjs(item.dateTo)]);
  const body = { ...(sizeId !== undefined ? { sizeId } : {}), dateFrom: dates[0].format(DAY), dateTo: dates[1].format(DAY) };
  const unchanged = sizeId === item.sizeId && body.dateFrom === item.dateFrom && body.dateTo === item.dateTo;
  const today = todayInVietnam();

  useEffect(() => {
    if (!unchanged) void quote({ id: orderId, itemId: item.id, body });
    // The body is rebuilt from these on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sizeId, body.dateFrom, body.dateTo]);

  const result = unchanged ? null : quoted.data && !quoted.isError && !quoted.isLoading ? quoted.data : null;
  const difference = result?.difference ?? 0;
  return (
    <Modal
      open
      title={t.title(item.productName)}
      okText={t.submit}
      cancelText={ta.no}
      onCancel={onClose}
      okButtonProps={{ disabled: !result, loading: changing.isLoading }}
      onOk={() =>
        void report(
          change({ id: orderId, itemId: item.id, body })
            .unwrap()
            .then(onClose),
        )
      }
      width={440}
      destroyOnHidden
    >
      <label htmlFor="line-change-size">{t.size}</label>
      <Select
        id="line-change-size"
        style={{ width: '100%', marginBottom: 12 }}
        loading={sizes.isLoading}
        placeholder={t.loadingSizes}
        value={sizeId}
        onChange={setSizeId}
        options={(sizes.data ?? []).map((size) => ({ value: size.id, label: size.name }))}
      />
      {/* Two single-month pickers, one under the other on a phone: a range picker's two months do not fit 390 px. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        {(['from', 'to'] as const).map((end, index) => (
          <div key={end} style={{ flex: '1 1 160px' }}>
            <label htmlFor={`line-change-${end}`}>{end === 'from' ? t.dateFrom : t.dateTo}</label>
            <DatePicker
              id={`line-change-${end}`}
              format="DD/MM/YYYY"
              inputReadOnly
              allowClear={false}
              value={dates[index]}
              disabledDate={(day) => day.format(DAY) < (end === 'from' ? today : dates[0].format(DAY))}
              onChange={(value) => {
                if (!value) return;
                if (end === 'to') setDates([dates[0], value]);
                else setDates([value, value.isAfter(dates[1]) ? value : dates[1]]);
              }}
              style={{ width: '100%' }}
            />
          </div>
        ))}
      </div>
      <div aria-live="polite">
        {unchanged ? <p>{t.pick}</p> : null}
        {!unchanged && quoted.isLoading ? <p>{t.quoting}</p> : null}
        {!unchanged && quoted.isError ? <Alert type="error" showIcon title={adminErrorMessage(quoted.error)} role="alert" /> : null}
        {result ? (
          <Alert
            type={difference > 0 ? 'warning' : 'info'}
            showIcon
            title={`${t.oldPrice}: ${formatVnd(result.oldPrice)} → ${t.newPrice}: ${formatVnd(result.newPrice)}`}
            description={
              difference === 0 ? t.same : difference > 0 ? t.charge(formatVnd(difference), result.orderPaid) : t.refund(formatVnd(-difference), result.orderPaid)
            }
          />
        ) : null}
      </div>
    </Modal>
  );
}
