import { DatePicker, Form, Input, InputNumber, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { VoucherInput } from '../../../../../core/contracts/voucher';
import { VOUCHER_KINDS } from '../../../../../core/rules/voucher';
import { useCatalogOptionsQuery } from '../../api';
import { FormShell } from '../../kit/FormShell';
import { s } from '../../kit/styles';
import { ta } from '../../strings';
import { useAddVoucherMutation } from './api';
import { text as t } from './strings';

const DAY = 'YYYY-MM-DD';
const kindOptions = VOUCHER_KINDS.map((value) => ({ value, label: t.kinds[value] }));
const modeOptions = [
  { value: 'all', label: t.modes.all },
  { value: 'rent', label: t.modes.rent },
  { value: 'sale', label: t.modes.sale },
];

type Values = Omit<VoucherInput, 'firstDay' | 'lastDay' | 'mode'> & { days: [Dayjs, Dayjs]; mode: 'all' | 'rent' | 'sale' };

const blank = (today: string): Values => ({
  code: '',
  title: '',
  kind: 'percent',
  value: 10,
  maxDiscount: 50_000,
  minOrder: 0,
  mode: 'all',
  categoryIds: [],
  days: [dayjs(today), dayjs(today).add(30, 'day')],
  usageLimit: 100,
  perCustomerLimit: 1,
  isPublic: true,
});

/** Marketing's new voucher: code, what it takes off, for which orders, when, and how many times. */
export function VoucherForm({ today, onClose }: { today: string; onClose: () => void }) {
  const [add, adding] = useAddVoucherMutation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const options = useCatalogOptionsQuery();
  const categories = (options.data?.categories ?? []).map((category) => ({ value: category.id, label: category.path }));

  const submit = ({ days, mode, ...values }: Values) => {
    const body: VoucherInput = {
      ...values,
      code: values.code.trim().toUpperCase(),
      value: kind === 'free_shipping' ? 0 : values.value,
      maxDiscount: kind === 'percent' ? (values.maxDiscount ?? null) : null,
      mode: kind === 'free_shipping' || mode === 'all' ? null : mode,
      categoryIds: kind === 'free_shipping' ? [] : values.categoryIds,
      usageLimit: values.usageLimit ?? null,
      firstDay: days[0].format(DAY),
      lastDay: days[1].format(DAY),
    };
    return add(body).unwrap().then(onClose);
  };

  return (
    <FormShell<Values> form={form} dialog={{ title: t.add, cancelText: ta.no, onClose }} submit={t.save} busy={adding.isLoading} initialValues={blank(today)} onSubmit={submit}>
      <div style={s.formGrid}>
        <Form.Item label={t.code} name="code" extra={t.codeHint} rules={[{ required: true, pattern: /^[A-Za-z0-9]{3,20}$/, message: t.codeHint }]}>
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t.kind} name="kind">
          <Select options={kindOptions} />
        </Form.Item>
      </div>
      <Form.Item label={t.voucherTitle} name="title" rules={[{ required: true, whitespace: true, message: `${t.required} ${t.voucherTitle.toLowerCase()}` }]}>
        <Input maxLength={120} placeholder="Giảm 10% đồ cưới tháng 12" />
      </Form.Item>
      {kind !== 'free_shipping' ? (
        <div style={s.formGrid}>
          <Form.Item label={kind === 'percent' ? t.percent : t.amount} name="value" rules={[{ required: true, message: t.required }]}>
            <InputNumber<number> min={kind === 'percent' ? 1 : 1000} max={kind === 'percent' ? 100 : 1_000_000_000} step={kind === 'percent' ? 1 : 10_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          {kind === 'percent' ? (
            <Form.Item label={t.maxDiscount} name="maxDiscount">
              <InputNumber<number> min={0} max={1_000_000_000} step={10_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          ) : null}
        </div>
      ) : null}
      <Form.Item label={t.minOrder} name="minOrder">
        <InputNumber<number> min={0} max={1_000_000_000} step={50_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      {kind !== 'free_shipping' ? (
        <>
          <Form.Item label={t.mode} name="mode">
            <Select options={modeOptions} />
          </Form.Item>
          <Form.Item label={t.categories} name="categoryIds">
            <Select mode="multiple" allowClear options={categories} loading={options.isLoading} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label={t.days} name="days" rules={[{ required: true, message: t.daysRequired }]}>
        <DatePicker.RangePicker format="DD/MM/YYYY" allowClear={false} inputReadOnly style={{ width: '100%' }} />
      </Form.Item>
      <div style={s.formGrid}>
        <Form.Item label={t.usageLimit} name="usageLimit">
          <InputNumber<number> min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t.perCustomerLimit} name="perCustomerLimit" rules={[{ required: true, message: t.required }]}>
          <InputNumber<number> min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label={t.isPublic} name="isPublic" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormShell>
  );
}
