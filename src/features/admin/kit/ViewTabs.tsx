import type { KeyboardEvent } from 'react';

const pill = (selected: boolean) =>
  ({
    minHeight: 36,
    padding: '4px 12px',
    borderRadius: 18,
    border: `1px solid ${selected ? '#7a1c3a' : '#d9c8ce'}`,
    background: selected ? '#7a1c3a' : '#fff',
    color: selected ? '#fff' : '#2b1d22',
    font: 'inherit',
    fontSize: 14,
    cursor: 'pointer',
  }) as const;

/**
 * A list's views as tabs that wrap onto a second line on a phone instead of hiding some behind "…" (antd's Tabs put
 * that button inside the tablist, which screen readers and axe reject). Arrow keys move between them.
 */
export function ViewTabs<Key extends string>({ label, active, items, onChange }: { label: string; active: Key; items: ReadonlyArray<{ key: Key; label: string }>; onChange: (key: Key) => void }) {
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length]!;
    onChange(next.key);
    (event.currentTarget.parentElement?.children[(index + step + items.length) % items.length] as HTMLElement | undefined)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '4px 0 16px' }}>
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          tabIndex={item.key === active ? 0 : -1}
          style={pill(item.key === active)}
          onClick={() => onChange(item.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
