/** Snow-capped peaks above a pine forest (Manali, Kashmir, Kedarnath). */
export const snowSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Snow-capped Himalayan peaks above a pine forest</title>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="600" fill="#0F5E63" opacity=".14"/>
<circle cx="650" cy="120" r="46" fill="#E8702A"/>
<path d="M0 380l140-170 90 90 130-190 150 170 90-80 200 180v200H0z" fill="#0F5E63" opacity=".45"/>
<path d="M360 110l-52 75 32-12 22 28 28-30 42 19zM140 210l-40 48 25-8 18 18 26-20z" fill="#FAF7F2"/>
<path d="M0 430l190-160 110 90 160-170 170 160 170-100v350H0z" fill="#0F5E63"/>
<path d="M460 190l-62 68 36-10 26 30 30-28 40 14zM190 270l-55 46 32-5 20 20 30-22zM630 250l-40 30 26 2 20 16 28-18z" fill="#FAF7F2"/>
<path d="M0 470q200-50 400-10t400-5v145H0z" fill="#FAF7F2"/>
<path d="M0 520q250-40 520-5t280 0v85H0z" fill="#0F5E63" opacity=".12"/>
<g fill="#2E7D4F">
<path d="M80 480l28-90 28 90z"/>
<path d="M130 482l22-70 22 70z"/>
<path d="M600 490l30-100 30 100z"/>
<path d="M655 488l22-72 22 72z"/>
<path d="M700 492l26-84 26 84z"/></g>
<g fill="#FAF7F2" opacity=".9">
<path d="M96 430l12-40 12 40q-12-6-24 0zM618 430l12-40 12 40q-12-6-24 0z"/></g>
<g fill="#1F2933">
<rect x="104" y="478" width="8" height="14"/>
<rect x="626" y="488" width="8" height="14"/>
<rect x="722" y="490" width="8" height="14"/></g>
<g fill="#FAF7F2">
<circle cx="120" cy="90" r="3"/>
<circle cx="250" cy="60" r="3"/>
<circle cx="480" cy="80" r="3"/>
<circle cx="560" cy="40" r="2"/>
<circle cx="40" cy="160" r="2"/></g></svg>
`;
