/** The class names that apply, joined for a `className`: `cx(styles.dot, current && styles.on)`. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
