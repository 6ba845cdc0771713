import { vi } from '../i18n/vi';

export interface LogoProps {
  size?: number;
  /** Decorative when shown next to the brand name. */
  decorative?: boolean;
  className?: string;
}

/** The brand mark: a white clothes hanger on a deep-rose tile. */
export function Logo({ size = 32, decorative = false, className }: LogoProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={decorative ? undefined : 'img'}
      aria-hidden={decorative ? true : undefined}
      aria-label={decorative ? undefined : vi.brand.logoAlt}
      focusable="false"
    >
      <rect width="48" height="48" rx="12" fill="#B0264F" />
      <path
        d="M20.6 14.2a3.6 3.6 0 1 1 5.3 3.2c-1.1.6-1.9 1.3-1.9 2.6v1.2M24 21.2 10.3 30.9c-1.3.9-.7 3.1.9 3.1h25.6c1.6 0 2.2-2.2.9-3.1L24 21.2Z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default Logo;
