import { Alert, App, Button, DatePicker, Drawer, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatDate } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { BOOKING_HORIZON_DAYS, firstRentableDay, rangeCrossesInvalid } from '../../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchInvalidDates, invalidDatesKey, selectCart } from '../slice';
import * as styles from './Cart.module.css';
import type { InvalidDatesQuery } from '../../../../core/contracts/cart';

export interface RentalRange {
  dateFrom: string;
  dateTo: string;
}

export const DATE_FORMAT = 'DD/MM/YYYY';
const ISO = 'YYYY-MM-DD';

/** The bookable window: from firstRentableDay(today) to today + the horizon. */
export function bookableWindow(today: string = todayInVietnam()): { first: string; last: string } {
  return { first: firstRentableDay(today), last: addDays(today, BOOKING_HORIZON_DAYS) };
}

/**
 * Whether a calendar day is greyed out: before the first rentable day, after the horizon, one of the
 * server's invalid days, or (once a start day is picked) beyond the next invalid day after it, since a
 * range may not cross one.
 */
export function isDisabledDay(day: string, window: { first: string; last: string }, invalid: ReadonlySet<string>, from?: string | null): boolean {
  if (day < window.first || day > window.last || invalid.has(day)) return true;
  if (from && day > from) {
    for (const blocked of invalid) if (blocked > from && blocked < day) return true;
  }
  return false;
}

export interface RentalDatePickerProps {
  open: boolean;
  onClose: () => void;
  onConfirm: (range: RentalRange) => void;
  /** The product whose booked days are greyed; none for the shopper's own dates ("Ngày bạn cần đồ"): every bookable day. */
  productId?: number;
  /** The size chosen; none for a design with several sizes: the days when no size is free are greyed. */
  sizeId?: number | null;
  productName: string;
  quantity: number;
  value: RentalRange | null;
  /** Changing a cart line's dates: its own units are not counted against it. */
  excludeCartItemId?: number;
  /** Extra controls above the calendar (the product page puts its quantity stepper here). */
  extra?: ReactNode;
  /** Where the drawer mounts (tests); the document body by default. */
  getContainer?: false | HTMLElement;
}

type Draft = [Dayjs | null, Dayjs | null];

const toDraft = (value: RentalRange | null): Draft => (value ? [dayjs(value.dateFrom), dayjs(value.dateTo)] : [null, null]);

/**
 * The rental date picker: a bottom drawer (mobile first) holding antd's RangePicker opened inline, its
 * panels stacked. When it opens it asks the server for the invalid days of this product and quantity
 * (POST /v1/cart/invalid-rent-date/list) and shows the calendar only once they are known, so every day
 * the shopper can click is already greyed out or not.
 */
export function RentalDatePicker({
  open,
  onClose,
  onConfirm,
  productId,
  sizeId,
  productName,
  quantity,
  value,
  excludeCartItemId,
  extra,
  getContainer,
}: RentalDatePickerProps) {
  const t = vi.cart.picker;
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const cart = useAppSelector(selectCart);
  const popupRef = useRef<HTMLDivElement | null>(null);
  const [popupReady, setPopupReady] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => toDraft(value));

  const query = useMemo<InvalidDatesQuery>(
    () => ({
      productId: productId ?? 0,
      ...(sizeId ? { sizeId } : {}),
      quantities: quantity,
      ...(excludeCartItemId !== undefined && excludeCartItemId > 0 ? { excludeCartItemId } : {}),
    }),
    [productId, sizeId, quantity, excludeCartItemId],
  );
  const key = invalidDatesKey(query);
  const mine = productId !== undefined && cart.invalidDatesFor === key;
  const status = productId === undefined ? 'ready' : mine ? cart.invalidDatesStatus : 'idle';

  const load = useCallback(() => dispatch(fetchInvalidDates(query)), [dispatch, query]);

  // Fetch the invalid days when the drawer opens (and again when the quantity changes), before any click.
  useEffect(() => {
    if (open && productId !== undefined) load();
  }, [open, load, productId]);

  useEffect(() => {
    if (open) setDraft(toDraft(value));
    // Only when (re)opened: later `value` changes come from this picker itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const bounds = useMemo(() => bookableWindow(), []);
  const invalid = useMemo(() => new Set(mine ? cart.invalidDates : []), [mine, cart.invalidDates]);
  const from = draft[0] && !draft[1] ? draft[0].format(ISO) : null;

  // The quantity changed: a chosen range that now crosses an invalid day is dropped.
  useEffect(() => {
    if (status !== 'ready' || !draft[0] || !draft[1]) return;
    if (rangeCrossesInvalid(draft[0].format(ISO), draft[1].format(ISO), invalid)) setDraft([null, null]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, invalid]);

  const onCalendarChange = (dates: Draft | null) => {
    const next: Draft = dates ? [dates[0] ?? null, dates[1] ?? null] : [null, null];
    if (next[0] && next[1]) {
      const [a, b] = next[0].isAfter(next[1], 'day') ? [next[1], next[0]] : [next[0], next[1]];
      if (rangeCrossesInvalid(a.format(ISO), b.format(ISO), invalid)) {
        void message.error(t.crossesInvalid);
        setDraft([null, null]);
        return;
      }
      setDraft([a, b]);
      return;
    }
    setDraft(next);
  };

  const complete = Boolean(draft[0] && draft[1]);
  const confirm = () => {
    if (!draft[0] || !draft[1]) return;
    onConfirm({ dateFrom: draft[0].format(ISO), dateTo: draft[1].format(ISO) });
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="auto"
      title={t.title}
      getContainer={getContainer}
      // Never taller than the screen: the header, quantity and legend stay reachable; the months scroll inside.
      classNames={{ wrapper: styles.pickerWrapper, section: styles.pickerSection, body: styles.pickerBody }}
      closable={{ 'aria-label': t.close }}
      afterOpenChange={(visible) => setPopupReady(visible)}
      footer={
        <div className={styles.pickerFooter}>
          <span className={styles.pickerChosen} aria-live="polite" data-testid="picker-chosen">
            {complete && draft[0] && draft[1] ? t.chosen(formatDate(draft[0].toDate()), formatDate(draft[1].toDate())) : t.hint}
          </span>
          <Button type="primary" size="large" block disabled={!complete} onClick={confirm}>
            {t.confirm}
          </Button>
        </div>
      }
    >
      <p className={styles.pickerProduct}>{productName}</p>
      {extra}
      {status === 'loading' || status === 'idle' ? (
        <div className={styles.pickerLoading} role="status">
          <Spin size="small" /> <span>{t.loading}</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <Alert
          type="error"
          showIcon
          title={t.failed}
          action={
            <Button size="small" onClick={load}>
              {vi.cart.retry}
            </Button>
          }
        />
      ) : null}
      {status === 'ready' ? (
        <>
          <p className={styles.pickerLegend}>{t.legend}</p>
          <DatePicker.RangePicker
            aria-label={t.rangeLabel}
            className={styles.rangeInput}
            format={DATE_FORMAT}
            inputReadOnly
            allowClear={false}
            placeholder={[t.startPlaceholder, t.endPlaceholder]}
            value={draft}
            onCalendarChange={(dates) => onCalendarChange(dates as Draft | null)}
            disabledDate={(current, info) => isDisabledDay(current.format(ISO), bounds, invalid, info?.from ? info.from.format(ISO) : from)}
            defaultPickerValue={[dayjs(bounds.first), dayjs(bounds.first)]}
            minDate={dayjs(bounds.first)}
            maxDate={dayjs(bounds.last)}
            open={open && (popupReady || getContainer === false)}
            getPopupContainer={() => popupRef.current ?? document.body}
            classNames={{ popup: { root: styles.inlinePopup } }}
            placement="bottomLeft"
          />
          <div ref={popupRef} className={styles.popupHost} data-testid="picker-calendar" />
        </>
      ) : null}
    </Drawer>
  );
}

export default RentalDatePicker;
