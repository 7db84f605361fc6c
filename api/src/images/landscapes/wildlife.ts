/** An elephant in sal-forest grassland (Jim Corbett). */
export const wildlifeSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Elephant in a sal forest grassland</title>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="600" fill="#E8702A" opacity=".12"/>
<circle cx="210" cy="180" r="64" fill="#E8702A"/>
<path d="M0 340q30-50 70-20 35-60 85-15 35-45 80-5 40-55 95-10 45-50 95 0 40-40 85-5 50-50 100 0 45-40 90-5 40-30 100 0v70H0z" fill="#0F5E63" opacity=".4"/>
<path d="M0 400q200-50 400-15t400-15v230H0z" fill="#2E7D4F" opacity=".7"/>
<path d="M0 470q250-40 500-10t300-5v145H0z" fill="#2E7D4F"/>
<g fill="#1F2933">
<rect x="86" y="250" width="14" height="180"/>
<rect x="686" y="230" width="16" height="200"/></g>
<g fill="#2E7D4F">
<ellipse cx="92" cy="240" rx="70" ry="45"/>
<ellipse cx="60" cy="280" rx="50" ry="30"/>
<ellipse cx="694" cy="220" rx="80" ry="50"/>
<ellipse cx="730" cy="265" rx="55" ry="30"/></g>
<g fill="#1F2933">
<ellipse cx="420" cy="400" rx="95" ry="62"/>
<circle cx="520" cy="370" r="44"/>
<path d="M545 385q25 40 10 85l22 4q20-55-10-100z"/>
<rect x="345" y="420" width="30" height="80" rx="8"/>
<rect x="385" y="430" width="30" height="72" rx="8"/>
<rect x="445" y="430" width="30" height="72" rx="8"/>
<rect x="480" y="420" width="30" height="80" rx="8"/>
<path d="M328 390q-18 20-12 50" fill="none" stroke="#1F2933" stroke-width="5"/></g>
<path d="M500 345q-40 10-35 55 20 20 45 5z" fill="#1F2933" stroke="#FAF7F2" stroke-opacity=".35" stroke-width="3"/>
<path d="M535 400q25 5 35-12" fill="none" stroke="#FAF7F2" stroke-width="6" stroke-linecap="round"/>
<circle cx="535" cy="360" r="4" fill="#FAF7F2"/>
<path d="M200 520l-8-50m22 50l4-55m18 55l-6-40m390 60l-6-50m22 50l6-60m16 60l-8-42" stroke="#0F5E63" stroke-width="5" stroke-linecap="round"/></svg>
`;
