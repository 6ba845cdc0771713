import { Alert, Button, DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { formatDate, formatVnd } from '../../../../../core/format';
import { RETURN_CONDITIONS, RETURN_CONDITION_LABELS, type RefundMethod, type ReturnCondition } from '../../../../../core/contracts/admin-vocab';
import type { OrderItem } from '../../../../../core/contracts/order';
import { settleReturn } from '../../../../../core/rules/rental-lifecycle';
import { isDay, todayInVietnam } from '../../../../../core/rules/rental-dates';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useRecordReturnMutation } from './api';
import { Scanner } from './Scanner';
import { normaliseUnitCode } from '../../../../../core/contracts/stock-vocab';
import { ACCOUNT_NUMBER_PATTERN, BANK_CODES, BANKS, type BankCode } from '../../../../../core/contracts/refund-vocab';
import { text } from './strings';

const t = text.returnForm;

function Fact({ term, value }: { term: ReactNode; value: ReactNode }) {
  return (
    <div style={s.fact}>
      <dt style={s.factTerm}>{term}</dt>
      <dd style={s.factValue}>{value}</dd>
    </div>
  );
}

interface Values {
  returnedOn: Dayjs | null;
  condition: ReturnCondition;
  damageCharge: number | null;
  note: string;
  refundMethod: RefundMethod;
  bankCode?: BankCode;
  accountNumber?: string;
  accountHolder?: string;
}

/** Record a rental's return: the shared rule shows the late fee, the damage charge and the refund before saving. */
/** The units handed over with the line, and a scan of a label to check the right one came back (a mismatch warns). */
function UnitCheck({ units }: { units: readonly string[] }) {
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  if (units.length === 0) return null;
  const matched = scanned ? units.includes(scanned) : false;
  return (
    <section aria-label={t.units} style={{ marginBottom: 12 }}>
      <p style={{ margin: '0 0 6px' }}>
        {t.units}: <strong data-testid="return-units">{units.join(', ')}</strong>
      </p>
      <Button size="small" onClick={() => setScanning(!scanning)}>
        {scanning ? text.handOver.stopScan : t.scan}
      </Button>
      {scanning ? (
        <div style={{ marginTop: 8 }}>
          <Scanner onCode={(code) => setScanned(normaliseUnitCode(code))} />
        </div>
      ) : null}
      <div aria-live="polite" style={{ marginTop: 8 }}>
        {scanned ? <Alert type={matched ? 'success' : 'warning'} showIcon message={matched ? t.matched(scanned) : t.mismatch(scanned, units.join(', '))} data-testid="return-scan" /> : null}
      </div>
    </section>
  );
}

/** `companion`: the line that goes out and comes back with this one (a back-up size and its main line), still out. */
export function ReturnForm({
  orderId,
  item,
  units = [],
  companion = null,
  open,
  onClose,
}: {
  orderId: number;
  item: OrderItem;
  units?: readonly string[];
  companion?: OrderItem | null;
  open: boolean;
  onClose: () => void;
}) {
  const today = todayInVietnam();
  const [values, setValues] = useState<Values>({ returnedOn: dayjs(today), condition: 'good', damageCharge: 0, note: '', refundMethod: 'wallet' });
  const returnedOn = values.returnedOn?.format('YYYY-MM-DD') ?? '';
  const [save, { isLoading, error, reset }] = useRecordReturnMutation();
  const lost = values.condition === 'lost';
  const preview =
    item.dateTo && isDay(returnedOn)
      ? settleReturn({
          deposit: item.deposit,
          unitRentalPrice: item.unitPrice,
          quantity: item.quantity,
          dateTo: item.dateTo,
          returnedOn,
          damageCharge: lost ? item.deposit : (values.damageCharge ?? 0),
        })
      : null;
  return (
    <FormShell<Values>
      dialog={{
        title: t.title(item.productName),
        cancelText: ta.no,
        open,
        width: 460,
        onClose: () => {
          reset();
          onClose();
        },
        after: preview ? (
          <section aria-label={t.preview} data-testid="return-preview">
            {companion ? <Alert type="info" showIcon message={t.together(companion.productName, companion.sizeName ?? '')} data-testid="return-together" style={{ marginBottom: 8 }} /> : null}
            <h2 style={s.muted}>{t.preview}</h2>
            <dl style={s.facts}>
              <Fact term={t.depositPaid} value={formatVnd(item.deposit)} />
              <Fact term={t.dueBack} value={formatDate(preview.dueBack)} />
              <Fact term={t.lateDays} value={String(preview.lateDays)} />
              <Fact term={t.lateFee} value={`−${formatVnd(preview.lateFee)}`} />
              <Fact term={t.damage} value={`−${formatVnd(preview.damageCharge)}`} />
              <Fact term={<strong>{t.refund}</strong>} value={<strong>{formatVnd(preview.refund)}</strong>} />
            </dl>
          </section>
        ) : null,
      }}
      submit={t.submit}
      busy={isLoading}
      feedback="inline"
      error={error}
      initialValues={values}
      onValuesChange={(_changed, all) => setValues({ ...values, ...all })}
      onSubmit={(all) =>
        save({
          id: orderId,
          itemId: item.id,
          body: { returnedOn: all.returnedOn?.format('YYYY-MM-DD') ?? '', condition: all.condition, damageCharge: lost ? 0 : (all.damageCharge ?? 0), note: all.note ?? '', refundMethod: all.refundMethod, ...bankOf(all) },
        })
          .unwrap()
          .then(onClose)
      }
    >
      <UnitCheck units={units} />
      <Form.Item label={t.returnedOn} name="returnedOn" rules={[{ required: true }]}>
        <DatePicker format="DD/MM/YYYY" allowClear={false} inputReadOnly disabledDate={(day) => day.format('YYYY-MM-DD') > today} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t.condition} name="condition">
        <Select options={RETURN_CONDITIONS.map((value) => ({ value, label: RETURN_CONDITION_LABELS[value] }))} />
      </Form.Item>
      {lost ? (
        <p style={s.muted}>{t.lostNote}</p>
      ) : (
        <Form.Item label={t.damageCharge} name="damageCharge">
          <InputNumber min={0} max={item.deposit} step={10_000} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item
        label={t.note}
        name="note"
        rules={[{ validator: (_rule, value: string) => (lost || !(values.damageCharge ?? 0) || value?.trim() ? Promise.resolve() : Promise.reject(new Error(t.noteRequired))) }]}
      >
        <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t.notePlaceholder} />
      </Form.Item>
      <Form.Item label={t.refundMethod} name="refundMethod">
        <Radio.Group
          options={[
            { value: 'wallet', label: t.refundWallet },
            { value: 'transfer', label: t.refundTransfer },
            { value: 'gateway', label: t.refundGateway },
          ]}
        />
      </Form.Item>
      {values.refundMethod === 'transfer' ? (
        <>
          <p style={s.muted}>{t.bankIntro}</p>
          <Form.Item label={t.bank} name="bankCode">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={BANK_CODES.map((code) => ({ value: code, label: BANKS[code] }))} />
          </Form.Item>
          <Form.Item label={t.accountNumber} name="accountNumber" rules={[{ pattern: new RegExp(ACCOUNT_NUMBER_PATTERN), message: t.accountNumberInvalid }]}>
            <Input inputMode="numeric" autoComplete="off" />
          </Form.Item>
          <Form.Item label={t.accountHolder} name="accountHolder">
            <Input maxLength={80} />
          </Form.Item>
        </>
      ) : null}
    </FormShell>
  );
}

/** The shopper's account for a transfer, when staff typed it whole (otherwise it is asked for later). */
function bankOf(values: Values) {
  const { bankCode, accountNumber, accountHolder } = values;
  if (values.refundMethod !== 'transfer' || !bankCode || !accountNumber || !accountHolder?.trim()) return {};
  return { bank: { bankCode, accountNumber, accountHolder: accountHolder.trim() } };
}
