import { Alert, App, Button, Drawer, Spin } from 'antd';
import { formatCalendarDay } from '../../../../core/format';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { vi } from '../../../shared/i18n/vi';
import { BOOKING_HORIZON_DAYS, firstRentableDay, rangeCrossesInvalid } from '../../../../core/rules/availability';
import { addDays, todayInVietnam } from '../../../../core/rules/rental-dates';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchInvalidDates, invalidDatesKey, selectCart } from '../slice';
import { RentalCalendar } from '../calendar/RentalCalendar';
import * as styles from './Cart.module.css';
import type { InvalidDatesQuery } from '../../../../core/contracts/cart';

export interface RentalRange {
  dateFrom: string;
  dateTo: string;
}

/** The bookable window: from firstRentableDay(today) to today + the horizon. */
export function bookableWindow(today: string = todayInVietnam()): { first: string; last: string } {
  return { first: firstRentableDay(today), last: addDays(today, BOOKING_HORIZON_DAYS) };
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

interface Draft {
  from: string | null;
  to: string | null;
}

const toDraft = (value: RentalRange | null): Draft => (value ? { from: value.dateFrom, to: value.dateTo } : { from: null, to: null });

/**
 * The rental date picker: a bottom drawer (mobile first) holding the rental calendar, two months stacked. When it opens it asks the server for the invalid days of this product and quantity
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

  const today = useMemo(() => todayInVietnam(), []);
  const bounds = useMemo(() => bookableWindow(today), [today]);
  const invalid = useMemo(() => new Set(mine ? cart.invalidDates : []), [mine, cart.invalidDates]);

  // The quantity changed: a chosen range that now crosses an invalid day is dropped.
  useEffect(() => {
    if (status !== 'ready' || !draft.from || !draft.to) return;
    if (invalid.has(draft.from) || rangeCrossesInvalid(draft.from, draft.to, invalid)) setDraft({ from: null, to: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, invalid]);

  // A first tap starts a range, a second ends it (the same day twice: a one-day rental); a tap before the start, or
  // after a finished range, starts again.
  const pick = useCallback(
    (day: string) =>
      setDraft((current) => {
        if (!current.from || current.to || day < current.from) return { from: day, to: null };
        if (rangeCrossesInvalid(current.from, day, invalid)) {
          void message.error(t.crossesInvalid);
          return { from: null, to: null };
        }
        return { from: current.from, to: day };
      }),
    [invalid, message, t.crossesInvalid],
  );

  const complete = Boolean(draft.from && draft.to);
  const confirm = () => {
    if (!draft.from || !draft.to) return;
    onConfirm({ dateFrom: draft.from, dateTo: draft.to });
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
      footer={
        <div className={styles.pickerFooter}>
          <span className={styles.pickerChosen} aria-live="polite" data-testid="picker-chosen">
            {draft.from && draft.to ? t.chosen(formatCalendarDay(draft.from), formatCalendarDay(draft.to)) : t.hint}
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
          <div data-testid="picker-calendar">
            <RentalCalendar first={bounds.first} last={bounds.last} today={today} invalid={invalid} from={draft.from} to={draft.to} onPick={pick} />
          </div>
        </>
      ) : null}
    </Drawer>
  );
}

export default RentalDatePicker;
