/** A houseboat between coconut palms (Kerala). */
export const backwatersSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<title>Houseboat on palm-lined backwaters</title>
<rect width="800" height="600" fill="#FAF7F2"/>
<rect width="800" height="330" fill="#E8702A" opacity=".1"/>
<circle cx="520" cy="220" r="60" fill="#E8702A"/>
<path d="M0 330q40-40 80-10 40-45 90-8 40-38 85 0 45-40 95 0 40-35 90 0 45-45 100-5 40-35 80 0 45-40 100-5 40-30 80 0v30H0z" fill="#2E7D4F" opacity=".6"/>
<rect y="330" width="800" height="270" fill="#0F5E63"/>
<path d="M480 350h80m-100 25h120M470 400h100" stroke="#E8702A" stroke-opacity=".5" stroke-width="5" stroke-linecap="round"/>
<path d="M40 440h100m60 0h80m250 30h120m-560 40h140m90 0h70m160 30h120m-640 40h160m200 0h90" stroke="#FAF7F2" stroke-opacity=".25" stroke-width="4" stroke-linecap="round"/>
<path d="M250 445h300l-30 38H290z" fill="#1F2933"/>
<path d="M270 445v-40q20-35 60-38h140q40 3 60 38v40z" fill="#E8702A"/>
<path d="M300 445v-62m50 62v-76m50 76v-76m50 76v-76m50 76v-62" stroke="#1F2933" stroke-opacity=".35" stroke-width="3"/>
<path d="M250 445l-20-22 40 22z" fill="#1F2933"/>
<path d="M552 445l28-20-10 20z" fill="#1F2933"/>
<path d="M0 600V470q60-20 130-10l40 140z" fill="#2E7D4F"/>
<path d="M60 480q10-130 80-230" fill="none" stroke="#1F2933" stroke-width="13" stroke-linecap="round"/>
<g fill="#2E7D4F">
<path d="M140 250q70-45 130 5q-70-15-130-5z"/>
<path d="M140 250q-50-60-120-25q70 0 120 25z"/>
<path d="M140 250q25-80 90-85q-55 30-90 85z"/>
<path d="M140 250q-30-75-90-80q55 35 90 80z"/>
<path d="M140 250q55 10 80 75q-40-45-80-75z"/></g>
<path d="M800 600V480q-60-15-110 0l-30 120z" fill="#2E7D4F"/>
<path d="M745 485q-5-100-50-170" fill="none" stroke="#1F2933" stroke-width="11" stroke-linecap="round"/>
<g fill="#2E7D4F">
<path d="M695 315q-60-35-110 5q60-15 110-5z"/>
<path d="M695 315q40-55 100-30q-60 5-100 30z"/>
<path d="M695 315q-20-65-75-70q45 25 75 70z"/>
<path d="M695 315q50 15 65 70q-30-40-65-70z"/></g></svg>
`;
