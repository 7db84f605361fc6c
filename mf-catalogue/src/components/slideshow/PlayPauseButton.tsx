import { PauseIcon, PlayIcon } from '@tour/shared';

/**
 * The visible pause / play control every moving carousel has (WCAG 2.2.2): named for what a
 * press does, 'Pause slideshow' while it plays, 'Play slideshow' while it is still.
 */
export function PlayPauseButton({
  playing,
  onToggle,
  className,
  what = 'slideshow',
}: {
  playing: boolean;
  onToggle: () => void;
  className?: string | undefined;
  /** What the name calls the moving thing. */
  what?: 'slideshow' | 'slides';
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-label={`${playing ? 'Pause' : 'Play'} ${what}`}
    >
      {playing ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}
