/** Rolling green hills with tea terraces (Nainital, Shimla, Darjeeling). */
export const hillsSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Green hills with tea terraces and pine trees</title>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="600" fill="#0F5E63" opacity=".08"/>
<circle cx="560" cy="190" r="62" fill="#E8702A"/>
<g fill="#FAF7F2">
<ellipse cx="200" cy="150" rx="80" ry="22"/>
<ellipse cx="245" cy="135" rx="45" ry="22"/>
<ellipse cx="650" cy="110" rx="70" ry="18"/></g>
<path d="M0 330q150-110 300-30t300-40 200 30v310H0z" fill="#0F5E63" opacity=".35"/>
<path d="M0 390q200-90 400-20t400-30v260H0z" fill="#0F5E63" opacity=".7"/>
<path d="M0 450q180-75 380-15t420-20v185H0z" fill="#2E7D4F"/>
<path d="M40 485q160-55 340-10t400-10M20 520q180-50 360-10t420-15M0 560q200-45 400-10t400-15" fill="none" stroke="#FAF7F2" stroke-opacity=".25" stroke-width="6" stroke-linecap="round"/>
<g fill="#1F2933" opacity=".85">
<path d="M610 440l22-70 22 70z"/>
<path d="M650 438l18-56 18 56z"/>
<path d="M690 442l24-80 24 80z"/>
<path d="M90 470l20-64 20 64z"/>
<path d="M125 468l15-48 15 48z"/></g>
<g fill="#1F2933">
<rect x="628" y="438" width="8" height="12"/>
<rect x="710" y="440" width="8" height="12"/>
<rect x="106" y="468" width="8" height="12"/></g>
<rect x="420" y="392" width="70" height="42" fill="#FAF7F2"/>
<path d="M410 396l45-32 45 32z" fill="#E8702A"/>
<rect x="447" y="410" width="16" height="24" fill="#1F2933"/>
<path d="M0 600v-40q220-40 440-5t360-10v55z" fill="#1F2933" opacity=".2"/></svg>
`;
