import { DatePicker, Form, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { UNIT_BLOCK_REASONS, UNIT_BLOCK_REASON_LABELS, type UnitBlockReason } from '../../../../../core/contracts/stock-vocab';
import { todayInVietnam } from '../../../../../core/rules/rental-dates';
import { FormShell } from '../../kit/FormShell';
import { ta } from '../../strings';
import { useBlockUnitMutation } from './api';
import { text } from './strings';

const t = text.blockForm;

interface Values {
  dates: [Dayjs | null, Dayjs | null] | null;
  reason: UnitBlockReason;
  note: string;
}

/** Take a unit out of service for dates: the server refuses (409, naming the days) what would double-book. */
export function BlockDialog({ unit, onClose }: { unit: { id: number; code: string }; onClose: () => void }) {
  const today = todayInVietnam();
  const [save, { isLoading, error, reset }] = useBlockUnitMutation();
  return (
    <FormShell<Values>
      dialog={{
        title: text.product.blockOf(unit.code),
        cancelText: ta.no,
        open: true,
        width: 420,
        onClose: () => {
          reset();
          onClose();
        },
      }}
      submit={t.submit}
      busy={isLoading}
      feedback="inline"
      error={error}
      initialValues={{ dates: null, reason: 'cleaning', note: '' }}
      onSubmit={(values) =>
        save({
          unitId: unit.id,
          body: { dateFrom: values.dates?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: values.dates?.[1]?.format('YYYY-MM-DD') ?? '', reason: values.reason, note: values.note ?? '' },
        })
          .unwrap()
          .then(onClose)
      }
    >
      <Form.Item label={t.dates} name="dates" rules={[{ required: true, message: t.datesRequired }]}>
        <DatePicker.RangePicker format="DD/MM/YYYY" inputReadOnly disabledDate={(day) => day.format('YYYY-MM-DD') < today} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label={t.reason} name="reason">
        <Select options={UNIT_BLOCK_REASONS.map((value) => ({ value, label: UNIT_BLOCK_REASON_LABELS[value] }))} />
      </Form.Item>
      <Form.Item label={t.note} name="note">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} placeholder={t.notePlaceholder} />
      </Form.Item>
    </FormShell>
  );
}
