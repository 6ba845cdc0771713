import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber } from 'antd';
import { FREE_SIZE, MAX_SIZES, MAX_UNITS_PER_SIZE, SIZE_NAME_MAX } from '../../../../../core/rules/sizes';
import { s } from '../../kit/styles';
import { text } from './strings';

const t = text.product;

/** The design's sizes: a name and how many units (garments) of it the shop has; new units get their own codes. */
export function SizeRows() {
  return (
    <>
      <h2 style={s.pageTitle}>{t.sizes}</h2>
      <p style={{ margin: '0 0 8px', color: '#5c5357' }}>{t.sizesHint}</p>
      <Form.List name="sizes">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }} data-testid="size-row">
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'name']}
                  label={index === 0 ? t.sizeName : undefined}
                  rules={[{ required: true, whitespace: true, message: t.required(t.sizeName) }]}
                  style={{ flex: 1 }}
                >
                  <Input maxLength={SIZE_NAME_MAX} aria-label={t.sizeNameOf(index + 1)} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[field.name, 'units']} label={index === 0 ? t.sizeUnits : undefined} rules={[{ required: true, message: t.required(t.sizeUnits) }]} style={{ width: 120 }}>
                  <InputNumber<number> min={0} max={MAX_UNITS_PER_SIZE} precision={0} style={{ width: '100%' }} inputMode="numeric" aria-label={t.sizeUnitsOf(index + 1)} />
                </Form.Item>
                <Button
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t.removeSize(index + 1)}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                  style={{ marginTop: index === 0 ? 30 : 0 }}
                />
              </div>
            ))}
            <Button icon={<PlusOutlined aria-hidden />} disabled={fields.length >= MAX_SIZES} onClick={() => add({ name: fields.length === 0 ? FREE_SIZE : '', units: 1 })} style={{ marginBottom: 16 }}>
              {t.addSize}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
