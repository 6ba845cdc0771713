import { Button, Form, Input, Radio, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { maxLength, normalisePhone, phoneRules, required } from '../../../shared/forms/rules';
import { vi } from '../../../shared/i18n/vi';
import { useAppDispatch, useAppSelector } from '../../../shared/state/hooks';
import { fetchCities, fetchDistricts, fetchWards, selectAddressLookup, usesDistricts } from '../lookup/slice';
import type { Address, AddressInput, Division } from '../../../../core/contracts/address';
import type { AddressType, DivisionScheme } from '../../../../core/contracts/address-vocab';

interface AddressValues {
  type: AddressType;
  receiverName: string;
  receiverPhone: string;
  scheme: DivisionScheme;
  cityId?: string;
  districtId?: string;
  wardId?: string;
  street: string;
  isDefault: boolean;
}

/** Case- and diacritic-insensitive matching for the searchable selects ('ha noi' finds 'Hà Nội'). */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

const options = (items: Division[]) => items.map((item) => ({ value: item.id, label: item.name }));
const searchable = {
  filterOption: (input: string, option?: { label?: unknown }) => fold(String(option?.label ?? '')).includes(fold(input)),
};

export interface AddressFormProps {
  initial?: Address | null;
  saving?: boolean;
  onSubmit: (input: AddressInput) => void;
}

/** Add/edit an address: city → (district, legacy only) → ward cascade, in the 2025 or the legacy scheme. */
export function AddressForm({ initial, saving = false, onSubmit }: AddressFormProps) {
  const t = vi.accounts.address;
  const dispatch = useAppDispatch();
  const lookup = useAppSelector(selectAddressLookup);
  const [form] = Form.useForm<AddressValues>();
  const scheme = (Form.useWatch('scheme', form) ?? initial?.scheme ?? '2025') as DivisionScheme;
  const cityId = Form.useWatch('cityId', form);
  const districtId = Form.useWatch('districtId', form);
  const legacy = usesDistricts(scheme);

  // Load the lists the form starts with (in order: cities clear districts and wards, districts clear wards).
  useEffect(() => {
    const startScheme = initial?.scheme ?? '2025';
    dispatch(fetchCities(startScheme));
    if (!initial) return;
    if (usesDistricts(startScheme) && initial.districtId) {
      dispatch(fetchDistricts(initial.cityId));
      dispatch(fetchWards({ id: initial.districtId, scheme: startScheme }));
    } else if (!usesDistricts(startScheme)) {
      dispatch(fetchWards({ id: initial.cityId, scheme: startScheme }));
    }
  }, [dispatch, initial]);

  const changeScheme = (next: DivisionScheme) => {
    form.setFieldsValue({ cityId: undefined, districtId: undefined, wardId: undefined });
    dispatch(fetchCities(next));
  };

  const changeCity = (id: string) => {
    form.setFieldsValue({ districtId: undefined, wardId: undefined });
    if (legacy) dispatch(fetchDistricts(id));
    else dispatch(fetchWards({ id, scheme }));
  };

  const changeDistrict = (id: string) => {
    form.setFieldsValue({ wardId: undefined });
    dispatch(fetchWards({ id, scheme: 'legacy' }));
  };

  return (
    <Form<AddressValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={saving}
      initialValues={{
        type: initial?.type ?? 'ADDRESS_TYPE_HOME',
        receiverName: initial?.receiverName ?? '',
        receiverPhone: initial?.receiverPhone ?? '',
        scheme: initial?.scheme ?? '2025',
        cityId: initial?.cityId,
        districtId: initial?.districtId ?? undefined,
        wardId: initial?.wardId,
        street: initial?.street ?? '',
        isDefault: initial?.isDefault ?? false,
      }}
      onFinish={(values) => {
        if (!values.cityId || !values.wardId) return;
        onSubmit({
          ...(initial ? { id: initial.id } : {}),
          type: values.type,
          receiverName: values.receiverName.trim(),
          receiverPhone: normalisePhone(values.receiverPhone),
          street: values.street.trim(),
          scheme: values.scheme,
          cityId: values.cityId,
          districtId: usesDistricts(values.scheme) ? (values.districtId ?? null) : null,
          wardId: values.wardId,
          isDefault: values.isDefault,
        });
      }}
    >
      <Form.Item name="type" label={t.typeLabel}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={(['ADDRESS_TYPE_HOME', 'ADDRESS_TYPE_COMPANY'] as const).map((value) => ({ value, label: t.types[value] }))}
        />
      </Form.Item>
      <Form.Item name="receiverName" label={t.receiverName} rules={[required(t.receiverName), maxLength(t.receiverName, 100)]}>
        <Input size="large" autoComplete="name" />
      </Form.Item>
      <Form.Item name="receiverPhone" label={t.receiverPhone} rules={phoneRules(t.receiverPhone, true)}>
        <Input size="large" type="tel" inputMode="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="scheme" label={t.scheme}>
        <Radio.Group onChange={(event) => changeScheme(event.target.value as DivisionScheme)}>
          <Radio value="2025">{t.schemes['2025']}</Radio>
          <Radio value="legacy">{t.schemes.legacy}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item name="cityId" label={t.city} rules={[required(t.city, true)]}>
        <Select
          size="large"
          showSearch={searchable}
          placeholder={t.cityPlaceholder}
          loading={lookup.loading.city}
          options={options(lookup.city)}
          onChange={changeCity}
          aria-label={t.city}
        />
      </Form.Item>
      {legacy ? (
        <Form.Item name="districtId" label={t.district} rules={[required(t.district, true)]}>
          <Select
            size="large"
            showSearch={searchable}
            placeholder={t.districtPlaceholder}
            disabled={!cityId}
            loading={lookup.loading.district}
            options={options(lookup.district)}
            onChange={changeDistrict}
            aria-label={t.district}
          />
        </Form.Item>
      ) : null}
      <Form.Item name="wardId" label={t.ward} rules={[required(t.ward, true)]}>
        <Select
          size="large"
          showSearch={searchable}
          placeholder={t.wardPlaceholder}
          disabled={legacy ? !districtId : !cityId}
          loading={lookup.loading.ward}
          options={options(lookup.ward)}
          aria-label={t.ward}
        />
      </Form.Item>
      <Form.Item name="street" label={t.street} rules={[required(t.street), maxLength(t.street, 255)]}>
        <Input size="large" placeholder={t.streetPlaceholder} autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="isDefault" label={t.isDefault} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {t.save}
      </Button>
    </Form>
  );
}

export default AddressForm;
