/** Our own layered landscape for the hero: sun, Himalayan peaks, hills and a river valley. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 1440 560"
      preserveAspectRatio="xMidYMid slice"
      width="1440"
      height="560"
      role="img"
      aria-label="Illustration of the sun rising over snow peaks, green hills and a river"
    >
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0F5E63" />
          <stop offset="0.6" stopColor="#3E8C83" />
          <stop offset="1" stopColor="#F3C9A4" />
        </linearGradient>
      </defs>
      <rect width="1440" height="560" fill="url(#hero-sky)" />
      <circle cx="1060" cy="250" r="90" fill="#F6B26B" opacity="0.9" />
      <path
        d="M0 360L180 200L300 300L470 130L640 320L800 190L980 340L1160 160L1320 300L1440 220V560H0Z"
        fill="#5E8F8C"
      />
      <path
        d="M470 130L520 185L490 180L455 205L430 175ZM1160 160L1205 205L1175 200L1145 220L1125 195ZM800 190L835 230L805 225L780 240Z"
        fill="#FAF7F2"
      />
      <path
        d="M0 420C160 360 300 380 440 410S760 330 920 370S1240 430 1440 360V560H0Z"
        fill="#2E7D4F"
      />
      <path
        d="M0 470C200 430 380 460 560 480S900 420 1080 450S1320 490 1440 460V560H0Z"
        fill="#1E5E3D"
      />
      <path
        d="M620 560C680 500 760 480 860 470S1000 440 1040 420C980 470 900 500 840 520S720 560 700 560Z"
        fill="#9FD3D0"
        opacity="0.7"
      />
    </svg>
  );
}
