/** 20 × 20 icons for the slideshow and carousel controls; the buttons carry the names. */

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
