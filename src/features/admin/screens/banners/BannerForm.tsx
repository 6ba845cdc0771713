import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { BANNER_KINDS } from '../../../../../core/contracts/home-vocab';
import type { AdminBanner, BannerInput } from '../../../../../core/contracts/admin-catalog';
import { useCatalogOptionsQuery } from '../../api';
import { FormShell } from '../../kit/FormShell';
import { ta } from '../../strings';
import { useSaveBannerMutation } from './api';
import { text as t } from './strings';

const kindOptions = BANNER_KINDS.map((value) => ({ value, label: t.kinds[value] }));
const DAY = 'YYYY-MM-DD';

type Values = Omit<BannerInput, 'firstDay' | 'lastDay'> & { days: [Dayjs, Dayjs] };

const blank = (today: string): Values => ({
  kind: 'hot',
  title: '',
  subtitle: '',
  link: '',
  backgroundColor: '#fdf0f3',
  position: 0,
  days: [dayjs(today), dayjs(today).add(30, 'day')],
  artCategoryLink: '',
  artColour: '',
});

function toValues(banner: AdminBanner): Values {
  const { firstDay, lastDay, id: _id, imageKey: _key, startsAt: _s, endsAt: _e, state: _state, ...rest } = banner;
  return { ...rest, days: [dayjs(firstDay), dayjs(lastDay)] };
}

/** Marketing's banner form in a dialog: where it shows, what it says and links to, and the Vietnam days it runs. */
export function BannerForm({ banner, today, onClose }: { banner: AdminBanner | null; today: string; onClose: () => void }) {
  const [save, saving] = useSaveBannerMutation();
  const options = useCatalogOptionsQuery();
  const categories = [{ value: '', label: '—' }, ...(options.data?.categories ?? []).map((category) => ({ value: category.link, label: category.path }))];
  return (
    <FormShell<Values>
      dialog={{ title: banner ? t.edit : t.add, cancelText: ta.no, onClose }}
      submit={t.save}
      busy={saving.isLoading}
      initialValues={banner ? toValues(banner) : blank(today)}
      onSubmit={({ days, ...values }) =>
        save({ id: banner?.id ?? null, body: { ...values, firstDay: days[0].format(DAY), lastDay: days[1].format(DAY) } })
          .unwrap()
          .then(onClose)
      }
    >
      <Form.Item label={t.kind} name="kind">
        <Select options={kindOptions} />
      </Form.Item>
      <Form.Item label={t.bannerTitle} name="title" rules={[{ required: true, whitespace: true, message: t.bannerTitle }]}>
        <Input maxLength={80} showCount />
      </Form.Item>
      <Form.Item label={t.subtitle} name="subtitle">
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item label={t.link} name="link" extra={t.linkHint} rules={[{ pattern: /^(\/[a-z0-9/-]*)?$/, message: t.linkHint }]}>
        <Input maxLength={200} placeholder="/vay-cuoi" />
      </Form.Item>
      <Form.Item label={t.days} name="days" rules={[{ required: true, message: t.daysRequired }]}>
        <DatePicker.RangePicker format="DD/MM/YYYY" allowClear={false} inputReadOnly style={{ width: '100%' }} />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
        <Form.Item label={t.backgroundColor} name="backgroundColor">
          <Input type="color" style={{ height: 40, padding: 4 }} />
        </Form.Item>
        <Form.Item label={t.position} name="position">
          <InputNumber<number> min={0} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item label={t.art} name="artCategoryLink">
        <Select options={categories} showSearch={{ optionFilterProp: 'label' }} loading={options.isLoading} />
      </Form.Item>
      <Form.Item label={t.artColour} name="artColour">
        <Select options={[{ value: '', label: '—' }, ...(options.data?.attributes.colour ?? []).map((value) => ({ value, label: value }))]} />
      </Form.Item>
    </FormShell>
  );
}
