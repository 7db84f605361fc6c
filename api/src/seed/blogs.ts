/** Six launch blog posts, newest last in this list; the API sorts them by date. */
import type { BlogSeed } from './types';

export const BLOGS: BlogSeed[] = [
  {
    destination: 'manali',
    name: 'Solang Valley for First-Time Adventurers',
    category: 'ADVENTURE',
    publishedAt: '2025-01-18',
    imageUrl: null,
    html: `<p>Solang Valley lies about 14 km from Manali, at the foot of the slopes that lead up towards the Atal Tunnel. In winter it is one of the easiest places in India to try skiing; from spring to autumn it is the valley's paragliding ground.</p>
<h3>What you can try</h3>
<ul>
<li><strong>Paragliding</strong>: tandem flights with a licensed pilot, from a short hop to a longer ride from the upper launch point.</li>
<li><strong>Zorbing and ATV rides</strong> on the meadow for younger travellers.</li>
<li><strong>The ropeway</strong> for a view of the Beas valley without any effort.</li>
</ul>
<p>Flights stop when the wind picks up, so keep the morning free and pay operators only at the counter. Carry warm layers even in May: the valley is cold once the sun drops.</p>`,
  },
  {
    destination: 'kashmir',
    name: 'A Kashmir Honeymoon in Five Unhurried Days',
    category: 'HONEYMOON',
    publishedAt: '2025-02-14',
    imageUrl: '/images/snow.svg',
    html: `<p>Kashmir rewards couples who do less. Instead of rushing through every meadow, give each place a full day and let the valley set the pace.</p>
<h3>A plan that works</h3>
<ol>
<li>Start on a Dal Lake houseboat and take a shikara out at sunset.</li>
<li>Spend a day in Sonamarg, where a pony path leads to the Thajiwas glacier.</li>
<li>Sleep a night in Gulmarg and ride the gondola early, before the queues.</li>
<li>End in Srinagar among the terraces of the Nishat and Shalimar gardens.</li>
</ol>
<p>April brings the tulip garden into bloom; December to February brings snow. Both are lovely, so choose between flowers and a white valley.</p>`,
  },
  {
    destination: 'goa',
    name: 'North or South Goa? Picking the Right Beach',
    category: 'FRIEND',
    publishedAt: '2025-03-04',
    imageUrl: '/images/beach.svg',
    html: `<p>Goa's coast is only about 100 km long, yet its two halves feel like different holidays.</p>
<h3>North Goa</h3>
<p>Calangute, Baga, Anjuna and Vagator are lively, with water sports by day, beach shacks and music at night. It suits groups of friends who want company.</p>
<h3>South Goa</h3>
<p>Colva, Benaulim, Agonda and Palolem are quieter, with wide clean sands and fewer crowds. It suits couples and families who want rest.</p>
<p>The season runs from November to February. In the monsoon, water sports at sea pause, but the hinterland turns green and the waterfalls are at their best.</p>`,
  },
  {
    destination: 'kedarnath',
    name: 'Kedarnath Yatra Checklist: Registration, Trek and Weather',
    category: 'RELIGIOUS',
    publishedAt: '2025-04-20',
    imageUrl: '/images/temple.svg',
    html: `<p>The doors of Kedarnath open around Akshaya Tritiya in late April or May and close after Diwali, on Bhai Dooj. Planning ahead makes the climb far easier.</p>
<h3>Before you go</h3>
<ul>
<li>Register for the Char Dham yatra with Uttarakhand Tourism; the registration is checked on the way.</li>
<li>Book helicopter seats only through the official portal.</li>
<li>Walk daily for a few weeks beforehand: the path from Gaurikund is about 16 km and climbs steadily.</li>
</ul>
<h3>Weather</h3>
<p>May, June, September and October are the best months. July and August bring heavy rain and landslide risk. Nights near the temple are cold in every season, so pack a warm jacket, a rain cover and good shoes.</p>`,
  },
  {
    destination: 'jim-corbett',
    name: 'Tiger Country: Planning a Safari at Jim Corbett',
    category: 'WILDLIFE',
    publishedAt: '2025-05-08',
    imageUrl: '/images/wildlife.svg',
    html: `<p>Jim Corbett National Park is divided into safari zones, each with its own gate, permit quota and season. Choosing the right zone matters more than choosing the hotel.</p>
<ul>
<li><strong>Dhikala</strong>: the heart of the park with wide grasslands; overnight stays inside are much sought after.</li>
<li><strong>Bijrani</strong>: dense forest close to Ramnagar, good for a first safari.</li>
<li><strong>Jhirna</strong>: drier forest that stays open through the year.</li>
</ul>
<p>Most zones close for the monsoon from late June until autumn. Permits open online well in advance and sell out on weekends, so book early, wear muted colours and keep voices low in the jeep.</p>`,
  },
  {
    destination: 'kerala',
    name: 'Kerala in the Monsoon: Green, Quiet and Good Value',
    category: 'NATURE',
    publishedAt: '2025-06-12',
    imageUrl: '/images/backwaters.svg',
    html: `<p>Most visitors plan Kerala for the dry winter months, yet from June to September the state is at its greenest. Rain comes in heavy bursts with bright spells between, and the backwaters fill to the brim.</p>
<h3>Why go now</h3>
<ul>
<li>Houseboats and hill resorts cost noticeably less than in the peak season.</li>
<li>Ayurvedic practitioners consider the monsoon the best time for treatments.</li>
<li>Waterfalls such as Athirappilly are at full force.</li>
</ul>
<p>Pack a light rain jacket and quick-drying clothes, and keep a spare day in your plan in case a hill road closes.</p>`,
  },
];
