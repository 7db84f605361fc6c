import type { ReactNode } from 'react';

/**
 * The site's icons, one set for every app: line icons on a 24-unit grid drawn in currentColor,
 * so each takes the colour of the text beside it. An icon is decorative (hidden from assistive
 * technology) unless it is given a label, because the button or link around it carries the name.
 */
export interface IconProps {
  /** Width and height in CSS pixels. */
  size?: number;
  /** A name for an icon that stands alone; without it the icon is hidden from screen readers. */
  label?: string;
}

function LineIcon({ children, size = 20, label }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </LineIcon>
);
export const PinIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </LineIcon>
);
export const CompassIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </LineIcon>
);
export const CalendarIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </LineIcon>
);
export const ClockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);
export const PhoneIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </LineIcon>
);
export const ChevronIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 9l6 6 6-6" />
  </LineIcon>
);
export const ArrowUpIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </LineIcon>
);
export const ArrowIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </LineIcon>
);
export const PrevIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M15 5l-7 7 7 7" />
  </LineIcon>
);
export const NextIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M9 5l7 7-7 7" />
  </LineIcon>
);
export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);
export const CrossIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </LineIcon>
);
export const FilterIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 5h16l-6 7.5V19l-4 2v-8.5z" />
  </LineIcon>
);
export const ShieldIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6z" />
    <path d="M8.5 12l2.5 2.5 4.5-5" />
  </LineIcon>
);
export const HotelIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3 20V6M21 20v-6a3 3 0 0 0-3-3H10v6M3 17h18M7 11.5a1.5 1.5 0 1 0 0-.01" />
  </LineIcon>
);
export const BedIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M3 18V7M3 14h18v4M21 14v-2a3 3 0 0 0-3-3h-7v5M7 11.5a1.5 1.5 0 1 0 0-.01" />
  </LineIcon>
);
export const CarIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 16l1.5-5A2 2 0 0 1 8.4 9.5h7.2a2 2 0 0 1 1.9 1.5L19 16M4 16h16v3H4zM7 19v1.5M17 19v1.5" />
  </LineIcon>
);
export const MealIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2 1-3.5 3.5-3.5 7H17" />
  </LineIcon>
);
export const CameraIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 8h3l1.5-2h7L17 8h3v11H4z" />
    <circle cx="12" cy="13" r="3.5" />
  </LineIcon>
);

/** Play and pause are solid shapes, the one pair that is filled rather than drawn in lines. */
function SolidIcon({ d, size = 20, label }: IconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const PauseIcon = (p: IconProps) => (
  <SolidIcon {...p} d="M6 3.5h4.2v17H6zM13.8 3.5H18v17h-4.2z" />
);
export const PlayIcon = (p: IconProps) => <SolidIcon {...p} d="M7 4v16l13.5-8z" />;
