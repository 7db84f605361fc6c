/** A palm-fringed beach at sunset (Goa). */
export const beachSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Beach with a palm tree at sunset</title>
<defs>
<path id="s" d="M0 470q200-45 400-15t400-15v160H0z"/></defs>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="340" fill="#E8702A" opacity=".12"/>
<circle cx="590" cy="200" r="120" fill="#E8702A" opacity=".18"/>
<circle cx="590" cy="200" r="78" fill="#E8702A"/>
<path d="M430 130q12-12 24 0q12-12 24 0M490 95q9-9 18 0q9-9 18 0" fill="none" stroke="#1F2933" stroke-width="3" stroke-linecap="round"/>
<path d="M0 335q110-60 230-20t230 15H0z" fill="#2E7D4F" opacity=".55"/>
<rect y="330" width="800" height="150" fill="#0F5E63"/>
<path d="M60 365h90m60 0h140m70 0h60m80 0h150M20 405h120m80 0h60m90 0h170m60 0h120" stroke="#FAF7F2" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>
<use href="#s" fill="#FAF7F2"/>
<use href="#s" fill="#E8702A" opacity=".4"/>
<path d="M0 470q200-45 400-15t400-15" fill="none" stroke="#FAF7F2" stroke-width="7"/>
<path d="M0 530q250-45 500-15t300-10v95H0z" fill="#E8702A" opacity=".6"/>
<path d="M175 575q-35-150 30-280" fill="none" stroke="#1F2933" stroke-width="15" stroke-linecap="round"/>
<g fill="#2E7D4F">
<path d="M205 295q70-55 140-5q-75-10-140 5z"/>
<path d="M205 295q-60-65-135-30q75-5 135 30z"/>
<path d="M205 295q25-85 95-95q-60 35-95 95z"/>
<path d="M205 295q-35-80-100-90q60 40 100 90z"/>
<path d="M205 295q60 5 95 75q-45-45-95-75z"/>
<path d="M205 295q-55 10-85 75q35-45 85-75z"/></g>
<circle cx="198" cy="305" r="9" fill="#E8702A"/>
<circle cx="214" cy="308" r="9" fill="#E8702A"/>
<path d="M560 410h70l-10 14h-50z" fill="#1F2933"/>
<path d="M592 406v-62l34 62z" fill="#FAF7F2"/></svg>
`;
