import { vi } from '../../../shared/i18n/vi';
import { Themed } from '../../../shared/theme/Themed';
import { RentalDatePicker } from '../../cart/components/RentalDatePicker';
import type { WantedDates } from '../wanted-dates';

export interface WantedDatesPickerProps {
  open: boolean;
  value: WantedDates | null;
  onClose: () => void;
  onConfirm: (dates: WantedDates) => void;
}

/** The rental calendar for the shopper's own dates: every bookable day, no product's bookings. */
export default function WantedDatesPicker({ open, value, onClose, onConfirm }: WantedDatesPickerProps) {
  return (
    <Themed>
      <RentalDatePicker open={open} onClose={onClose} onConfirm={onConfirm} productName={vi.dates.pickerHint} quantity={1} value={value} />
    </Themed>
  );
}
