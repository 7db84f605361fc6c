/** Thar dunes with a fort and a camel (Rajasthan). */
export const desertSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Desert dunes with a fort and a camel</title>
<defs>
<path id="d4" d="M0 360q170-70 360-10t440-30v280H0z"/>
<path id="d7" d="M0 440q250-80 500-10t300-20v190H0z"/></defs>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="600" fill="#E8702A" opacity=".14"/>
<circle cx="400" cy="330" r="150" fill="#E8702A" opacity=".2"/>
<circle cx="400" cy="330" r="100" fill="#E8702A"/>
<path d="M80 300h18v-14h10v14h14v-22h10v22h18v-14h10v14h16v-30h12v30h20v-16h10v16h14v50H80z" fill="#1F2933" opacity=".75"/>
<use href="#d4" fill="#FAF7F2"/>
<use href="#d4" fill="#E8702A" opacity=".45"/>
<use href="#d7" fill="#FAF7F2"/>
<use href="#d7" fill="#E8702A" opacity=".7"/>
<path d="M0 520q300-60 560-15t240-5v100H0z" fill="#E8702A"/>
<path d="M120 455q90-25 180-8M430 420q90-20 170 5M200 540q120-25 240-5" fill="none" stroke="#FAF7F2" stroke-opacity=".4" stroke-width="4" stroke-linecap="round"/>
<g fill="#1F2933">
<ellipse cx="560" cy="430" rx="52" ry="24"/>
<ellipse cx="550" cy="408" rx="28" ry="22"/>
<path d="M598 432q20-20 28-52l14 4q-8 38-30 58z"/>
<ellipse cx="645" cy="380" rx="17" ry="9"/></g>
<path d="M525 445l-4 48M542 450l2 45M586 448l-3 46M600 440l6 52" stroke="#1F2933" stroke-width="10" stroke-linecap="round"/>
<path d="M508 425q-12 10-10 28" fill="none" stroke="#1F2933" stroke-width="4" stroke-linecap="round"/>
<path d="M700 120q10-10 20 0q10-10 20 0" fill="none" stroke="#1F2933" stroke-width="3" stroke-linecap="round"/></svg>
`;
