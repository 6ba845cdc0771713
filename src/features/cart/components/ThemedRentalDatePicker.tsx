import { Themed } from '../../../shared/theme/Themed';
import { RentalDatePicker, type RentalDatePickerProps } from './RentalDatePicker';

/** The rental date picker (the rental calendar in antd's drawer), loaded when the shopper first asks for it. */
export default function ThemedRentalDatePicker(props: RentalDatePickerProps) {
  return (
    <Themed>
      <RentalDatePicker {...props} />
    </Themed>
  );
}
