import type { KeyboardEvent, ReactNode } from 'react';
import * as controls from './Controls.module.css';

export interface ChoiceOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A fuller name, shown on hover and read as the description (e.g. '5 sao' for '5 ★'). */
  title?: string;
}

export interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: ReadonlyArray<ChoiceOption<T>>;
  onChange: (value: T) => void;
}

/**
 * One of a few options, drawn like antd's Segmented (a radio group of buttons; arrow keys move the choice). Plain HTML
 * and CSS, for the first screen of shopper pages: it works from the first tap, with no antd code loaded (issue #15).
 */
export function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = options.findIndex((option) => option.value === value);
    const next = options[(index + step + options.length) % options.length]!;
    onChange(next.value);
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[options.indexOf(next)]?.focus();
  };
  return (
    <div className={controls.segmented} role="radiogroup" aria-label={label} onKeyDown={move}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={checked}
            title={option.title}
            tabIndex={checked ? 0 : -1}
            className={controls.segment}
            onClick={() => {
              if (!checked) onChange(option.value);
            }}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

export default Choice;
