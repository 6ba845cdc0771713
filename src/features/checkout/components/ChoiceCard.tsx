import type { ReactNode } from 'react';
import * as styles from './Checkout.module.css';

interface Props {
  /** The group's name: one radio of the group is checked. */
  name: string;
  checked: boolean;
  onChoose: () => void;
  disabled?: boolean;
  /** The id of the text saying why it cannot be chosen. */
  describedBy?: string;
  children: ReactNode;
}

/** One option of a checkout choice: a native radio and its text in a card, bordered in the brand's colour when chosen. */
export function ChoiceCard({ name, checked, onChoose, disabled = false, describedBy, children }: Props) {
  return (
    <label className={disabled ? `${styles.choice} ${styles.choiceDisabled}` : styles.choice}>
      <input type="radio" name={name} className={styles.radio} checked={checked} disabled={disabled} aria-describedby={describedBy} onChange={onChoose} />
      <span className={styles.choiceText}>{children}</span>
    </label>
  );
}
