import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ta } from '../strings';

const edge = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 36,
    display: 'flex',
    alignItems: 'center',
    justifyContent: side === 'left' ? 'flex-start' : 'flex-end',
    padding: 0,
    border: 0,
    cursor: 'pointer',
    color: '#7a1c3a',
    // The fade shows a tab running on under it; the arrow says which way.
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, #fff 45%, rgba(255, 255, 255, 0))`,
  }) as const;

/**
 * The section tabs in one row that scrolls sideways on a phone. Where more tabs lie beyond an edge, that edge fades
 * and shows an arrow button ("Xem các mục tiếp theo") that scrolls one screen on; the open tab is scrolled into view.
 */
export function ScrollingTabs({ label, children, style }: { label: string; children: ReactNode; style: React.CSSProperties }) {
  const nav = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = nav.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setMore((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    const el = nav.current;
    if (!el) return undefined;
    el.querySelector<HTMLElement>('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, children]);
  const scroll = (direction: 1 | -1) => nav.current?.scrollBy?.({ left: direction * nav.current.clientWidth * 0.7, behavior: 'smooth' });
  return (
    <div style={{ position: 'relative', order: 3, flex: '1 0 100%', minWidth: 0 }} data-testid="admin-tabs">
      <nav ref={nav} aria-label={label} style={{ ...style, order: undefined, flex: undefined, scrollbarWidth: 'none' }} onScroll={measure}>
        {children}
      </nav>
      {more.left ? (
        <button type="button" style={edge('left')} aria-label={ta.nav.previous} onClick={() => scroll(-1)} tabIndex={-1}>
          <LeftOutlined aria-hidden />
        </button>
      ) : null}
      {more.right ? (
        <button type="button" style={edge('right')} aria-label={ta.nav.next} onClick={() => scroll(1)} tabIndex={-1}>
          <RightOutlined aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
