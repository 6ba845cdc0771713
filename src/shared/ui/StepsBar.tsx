import * as styles from './StepsBar.module.css';

/** Where something is among a few steps (an order's progress, checkout's three steps): no antd (issue #34). */
export function StepsBar({ names, current, label, className = '' }: { names: readonly string[]; current: number; label?: string; className?: string }) {
  return (
    <ol className={`${styles.steps} ${className}`} aria-label={label}>
      {names.map((name, index) => (
        <li
          key={name}
          className={`${styles.step} ${index < current ? styles.stepDone : ''} ${index === current ? styles.stepCurrent : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className={styles.stepDot} aria-hidden>
            {index < current ? '✓' : index + 1}
          </span>
          {name}
        </li>
      ))}
    </ol>
  );
}
