import type { ReactNode } from 'react';
import * as styles from './Pending.module.css';

/**
 * Wraps what stands in for content still loading. While one is on the page, the layout hides its footer (and whatever
 * is marked `data-after-content`) with CSS alone (Layout.module.css, `:has([data-pending])`), in the pre-rendered HTML
 * too: the footer is drawn once, below the real content, instead of being drawn under the placeholder and then
 * pushed down the screen when the content arrives (a layout shift).
 */
export function Pending({ children }: { children: ReactNode }) {
  return <div data-pending="">{children}</div>;
}

export interface SkeletonProps {
  /** Shimmering (antd's `active`). */
  active?: boolean;
  /** A round avatar beside the lines. */
  avatar?: boolean;
  /** A title line above the paragraph; on by default. */
  title?: boolean;
  paragraph?: { rows?: number };
}

/**
 * Grey lines standing in for text, drawn like antd's Skeleton (same sizes, same shimmer) in plain HTML and CSS: the
 * account, checkout and membership pages show it on their first paint, before any antd code has arrived (issue #34).
 */
export function Skeleton({ active = false, avatar = false, title = true, paragraph = {} }: SkeletonProps) {
  const rows = paragraph.rows ?? 3;
  return (
    <div className={`${styles.skeleton} ${active ? styles.active : ''}`} aria-hidden="true">
      {avatar ? <span className={styles.avatar} /> : null}
      <div className={styles.content}>
        {title ? <span className={styles.title} /> : null}
        <ul className={`${styles.paragraph} ${title ? styles.afterTitle : ''}`}>
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** A {@link Skeleton} as a {@link Pending} placeholder. */
export function PendingSkeleton(props: SkeletonProps) {
  return (
    <Pending>
      <Skeleton {...props} />
    </Pending>
  );
}
