import { formatAmountInput } from '../../../core/format';
import { PlainField, type PlainFieldProps } from './PlainField';

type Props = Omit<PlainFieldProps, 'value' | 'onValue' | 'suffix' | 'inputMode'> & {
  value: number | null;
  onAmount: (amount: number | null) => void;
};

/** A VND amount typed as digits and shown grouped ('1.500.000' ₫); empty is null. */
export function AmountField({ value, onAmount, ...field }: Props) {
  return (
    <PlainField
      {...field}
      inputMode="numeric"
      autoComplete="off"
      suffix="₫"
      value={formatAmountInput(value)}
      onValue={(text) => {
        const digits = text.replace(/\D/g, '').slice(0, 13);
        onAmount(digits === '' ? null : Number(digits));
      }}
    />
  );
}
