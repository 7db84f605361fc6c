/** Ghumakkad's mark: a saffron sun over teal hills. */
export function BrandLogo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true">
      <circle cx="18" cy="18" r="18" fill="#FDF0E7" />
      <circle cx="22" cy="13" r="5" fill="#E8702A" />
      <path d="M4 27l8-10 6 7 4-4 10 7v1a16 16 0 0 1-28 0z" fill="#0F5E63" />
    </svg>
  );
}
