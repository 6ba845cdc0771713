import type { CSSProperties, ReactNode } from 'react';
import * as controls from './Controls.module.css';

/** Solid tags in dark tones: white text on them passes WCAG AA (antd's light presets do not, 3–4:1). */
export const TAG_TONES = { warning: '#a84a00', info: '#0b57d0', success: '#237a3b', danger: '#b3261e' } as const;

/** antd's neutral tag and its light presets, drawn the same way (plain HTML: pages that load no antd); text at ≥ 4.5:1. */
const PRESETS: Record<string, CSSProperties> = {
  default: { background: '#fafafa', color: 'rgba(0, 0, 0, 0.88)', borderColor: '#d9d9d9' },
  magenta: { background: '#fff0f6', color: '#c41d7f', borderColor: '#ffadd2' },
  geekblue: { background: '#f0f5ff', color: '#1d39c4', borderColor: '#adc6ff' },
  purple: { background: '#f9f0ff', color: '#531dab', borderColor: '#d3adf7' },
  processing: { background: '#e6f4ff', color: '#0950b8', borderColor: '#91caff' },
  success: { background: '#f6ffed', color: '#22611a', borderColor: '#b7eb8f' },
  error: { background: '#fff2f0', color: '#a8071a', borderColor: '#ffccc7' },
};

/** A tag drawn like antd's: solid in `color` (a hex) with white text, or one of antd's light presets by name. */
export function Tag({ color, style, children, ...rest }: { color: string; style?: CSSProperties; children: ReactNode; 'data-testid'?: string }) {
  return (
    <span className={controls.tag} style={{ marginInlineEnd: 8, ...(PRESETS[color] ?? { background: color, borderColor: color }), ...style }} {...rest}>
      {children}
    </span>
  );
}
