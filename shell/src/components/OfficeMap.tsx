/** Our own drawing of the office's neighbourhood: no map service, no third-party requests. */
export function OfficeMap({ address }: { address: string }) {
  return (
    <svg
      viewBox="0 0 480 300"
      width="480"
      height="300"
      role="img"
      aria-label={`Map showing our office: ${address}`}
    >
      <rect width="480" height="300" fill="#EEF3EE" />
      <path d="M0 210C90 190 160 240 260 220S420 170 480 190V300H0Z" fill="#D6E9DC" />
      <path
        d="M330 0C320 60 360 110 340 170S360 260 350 300"
        stroke="#A9D3D1"
        strokeWidth="22"
        fill="none"
      />
      <g stroke="#FFFFFF" strokeWidth="14" strokeLinecap="round">
        <path d="M0 120H480" />
        <path d="M150 0V300" />
        <path d="M40 0L260 300" />
      </g>
      <g stroke="#E4E7EB" strokeWidth="6" strokeLinecap="round">
        <path d="M0 60H140M160 60H480M0 250H480M240 0V110M420 130V300" />
      </g>
      <rect x="176" y="140" width="46" height="34" rx="4" fill="#F6D7C2" />
      <rect x="60" y="140" width="60" height="40" rx="4" fill="#DDE4E9" />
      <rect x="260" y="40" width="54" height="56" rx="4" fill="#DDE4E9" />
      <text x="20" y="110" fontSize="12" fill="#52606D" fontFamily="system-ui, sans-serif">
        MG Road
      </text>
      <g transform="translate(199 120)">
        <path d="M0 0C-14-20-18-28-18-36A18 18 0 0 1 18-36C18-28 14-20 0 0Z" fill="#E8702A" />
        <circle cx="0" cy="-36" r="7" fill="#FFFFFF" />
      </g>
    </svg>
  );
}
