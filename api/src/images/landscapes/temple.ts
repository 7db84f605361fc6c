/** A hill temple with a saffron flag (pilgrimages). */
export const templeSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Hill temple with a saffron flag</title>
<rect width="800" height="600" fill="#FAF7F2"/>
<circle cx="420" cy="260" r="200" fill="#E8702A" opacity=".12"/>
<circle cx="420" cy="260" r="130" fill="#E8702A" opacity=".16"/>
<path d="M0 360q140-120 280-60t260-50 260 40v310H0z" fill="#0F5E63" opacity=".35"/>
<path d="M0 430q200-70 400-30t400-10v210H0z" fill="#2E7D4F" opacity=".6"/>
<path d="M430 92v-50" stroke="#1F2933" stroke-width="4"/>
<path d="M432 42l48 14-48 14z" fill="#E8702A"/>
<circle cx="430" cy="98" r="9" fill="#1F2933"/>
<path d="M430 106q-22 4-28 18h56q-6-14-28-18z" fill="#1F2933"/>
<path d="M372 400V250q10-85 58-126 48 41 58 126v150z" fill="#E8702A"/>
<path d="M392 400V255q6-60 38-100m0 0q32 40 38 100v145M382 210h96m-102 40h108m-110 40h112m-112 40h112" fill="none" stroke="#1F2933" stroke-opacity=".3" stroke-width="3"/>
<path d="M270 400v-70q0-45 50-60 50 15 50 60v70z" fill="#E8702A"/>
<path d="M320 270v-22" stroke="#1F2933" stroke-width="3"/>
<circle cx="320" cy="246" r="6" fill="#1F2933"/>
<path d="M490 400v-60q0-35 40-48 40 13 40 48v60z" fill="#E8702A"/>
<circle cx="530" cy="288" r="5" fill="#1F2933"/>
<path d="M404 400v-46q26-30 52 0v46zM302 400v-40q18-22 36 0v40zM516 400v-36q14-18 28 0v36z" fill="#1F2933"/>
<rect x="240" y="400" width="360" height="18" fill="#1F2933" opacity=".8"/>
<path d="M220 418h400l20 20H200zm-30 20h460l20 20H170zm-30 20h520l20 20H140z" fill="#FAF7F2"/>
<path d="M220 418h400m-420 20h440m-470 20h500m-530 20h560" stroke="#1F2933" stroke-opacity=".35" stroke-width="2"/>
<path d="M0 600V490q80-20 140-12h520q60-8 140 12v110z" fill="#2E7D4F"/>
<path d="M120 240q10-10 20 0q10-10 20 0m440-60q8-8 16 0q8-8 16 0" fill="none" stroke="#1F2933" stroke-width="3" stroke-linecap="round"/></svg>
`;
