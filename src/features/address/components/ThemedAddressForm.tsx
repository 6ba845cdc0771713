import { Themed } from '../../../shared/theme/Themed';
import { AddressForm, type AddressFormProps } from './AddressForm';

/** The address form (antd's form and searchable selects), loaded only when a shopper adds an address at checkout. */
export default function ThemedAddressForm(props: AddressFormProps) {
  return (
    <Themed>
      <AddressForm {...props} />
    </Themed>
  );
}
