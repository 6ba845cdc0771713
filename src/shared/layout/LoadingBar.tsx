import { useAppSelector } from '../state/hooks';
import { selectLoading } from '../loader/slice';
import { vi } from '../i18n/vi';
import * as styles from './LoadingBar.module.css';

/** A thin top progress bar, shown while the global loader flag is on. */
export function LoadingBar() {
  const loading = useAppSelector(selectLoading);
  if (!loading) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label={vi.loader.ariaLabel} aria-busy="true">
      <div className={styles.indicator} />
    </div>
  );
}

export default LoadingBar;
