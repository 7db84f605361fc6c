/** 20 × 20 control icons for slideshows, carousels and cards; the buttons around them carry the names. */
function Icon({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

export const PauseIcon = () => <Icon filled d="M5 3h3.5v14H5zM11.5 3H15v14h-3.5z" />;
export const PlayIcon = () => <Icon filled d="M6 3.5v13l11-6.5z" />;
export const PrevIcon = () => <Icon d="M12.5 4 6.5 10l6 6" />;
export const NextIcon = () => <Icon d="M7.5 4l6 6-6 6" />;
export const ArrowIcon = () => <Icon d="M4 10h12M11 5l5 5-5 5" />;
export const ClockIcon = () => (
  <Icon d="M10 2.5a7.5 7.5 0 1 0 0 15 7.5 7.5 0 0 0 0-15ZM10 6v4l2.5 2.5" />
);
export const PhoneIcon = () => (
  <Icon d="M4 3h3l1.5 4-2 1.5a10 10 0 0 0 5 5l1.5-2 4 1.5v3a1.5 1.5 0 0 1-1.5 1.5A14.5 14.5 0 0 1 2.5 4.5 1.5 1.5 0 0 1 4 3Z" />
);
