/** A pink-city palace facade (Jaipur). */
export const citySvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Pink city palace facade with domes</title>
<defs>
<pattern id="w" y="270" width="34" height="42" patternUnits="userSpaceOnUse">
<path d="M9 36V20a8 8 0 0 1 16 0v16z" fill="#FAF7F2" opacity=".85"/></pattern></defs>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="600" fill="#E8702A" opacity=".08"/>
<circle cx="640" cy="150" r="56" fill="#E8702A"/>
<path d="M0 330h60v-80h50v40h40v-110h60v150h50v-60h40v60h70v-30h40v30h60v-90h50v90h60v-50h50v50h60v-70h60v70h50v270H0z" fill="#0F5E63" opacity=".3"/>
<path d="M230 480V270l40-40h260l40 40v210z" fill="#E8702A"/>
<rect x="230" y="270" width="340" height="210" fill="url(#w)"/>
<path d="M300 230v-30l100-60 100 60v30z" fill="#E8702A"/>
<rect x="300" y="186" width="200" height="42" fill="url(#w)"/>
<g fill="#E8702A">
<path d="M372 140a28 28 0 0 1 56 0z"/>
<path d="M225 270a25 25 0 0 1 50 0zM525 270a25 25 0 0 1 50 0z"/></g>
<g stroke="#1F2933" stroke-width="3">
<path d="M400 112v-16M250 245v-14M550 245v-14"/></g>
<path d="M230 300h340m-340 60h340m-340 60h340" stroke="#1F2933" stroke-opacity=".25" stroke-width="4"/>
<path d="M370 480v-60q30-36 60 0v60z" fill="#1F2933"/>
<path d="M0 480h800v120H0z" fill="#1F2933" opacity=".85"/>
<path d="M40 540h80m60 0h80m60 0h80m60 0h80m60 0h80m60 0h80" stroke="#FAF7F2" stroke-opacity=".6" stroke-width="5"/>
<g fill="#2E7D4F">
<circle cx="120" cy="430" r="40"/>
<circle cx="160" cy="450" r="32"/>
<circle cx="680" cy="430" r="42"/>
<circle cx="640" cy="455" r="28"/></g>
<path d="M128 480v-40m554 40v-40" stroke="#1F2933" stroke-width="8"/></svg>
`;
