/**
 * Blog posts written by us. The first six are the launch posts: keep their order so their ids
 * stay stable, and append new posts at the end. The API sorts them by date.
 */
import type { BlogSeed } from './types';

export const BLOGS: BlogSeed[] = [
  {
    destination: 'manali',
    name: 'Solang Valley for First-Time Adventurers',
    category: 'ADVENTURE',
    publishedAt: '2025-01-18',
    imageUrl: '/images/snow.svg',
    html: `<p>Solang Valley lies about 14 km from Manali, at the foot of the slopes that lead up towards the Atal Tunnel. In winter it is one of the easiest places in India to try skiing; from spring to autumn it is the valley's paragliding ground. Everything is close together, so a first-timer can try two or three activities in a single day without feeling rushed.</p>
<h2>What you can try</h2>
<ul>
<li><strong>Paragliding</strong>: tandem flights with a licensed pilot, from a short hop to a longer ride from the upper launch point.</li>
<li><strong>Skiing</strong>: from late December to February, hire skis and an instructor for a morning on the gentle nursery slopes.</li>
<li><strong>Zorbing and ATV rides</strong> on the meadow for younger travellers.</li>
<li><strong>The ropeway</strong> for a view of the Beas valley without any effort.</li>
</ul>
<h2>Staying safe</h2>
<p>Flights stop when the wind picks up, so keep the morning free and pay operators only at the official counters, where rates are displayed. Ask to see the pilot's licence, and make sure you are given a helmet and a proper harness. Children under a certain weight are not allowed to fly, and the operators are right to refuse them.</p>
<h2>What to wear</h2>
<p>Carry warm layers even in May: the valley is cold once the sun drops. In winter, snow suits and boots can be hired at Solang itself, and sunglasses are a must on bright snow. Sturdy shoes with a good grip make the walk between the activity points much easier.</p>
<h2>A sample day</h2>
<p>Leave Manali by 9 am, before the traffic builds on the Solang road. Go straight to the paragliding counter while the morning air is calm, then ride the ropeway for the view back down the valley. Lunch at one of the dhabas near the car park, where hot maggi, parathas and tea are the order of the day. In the afternoon, younger travellers can try zorbing or an ATV loop, while everyone else walks up the meadow towards the forest edge. In winter, swap the flight for a two-hour ski lesson on the nursery slope.</p>
<h2>Getting there and back</h2>
<p>Solang is about 30 to 40 minutes from Manali by car. Private cars and taxis can go up in most seasons, but after heavy snowfall the police may stop vehicles below the valley, and you walk or take a local snow taxi for the last stretch. Keep some cash: not every activity counter takes cards, and mobile signal can be patchy on busy days.</p>`,
  },
  {
    destination: 'kashmir',
    name: 'A Kashmir Honeymoon in Five Unhurried Days',
    category: 'HONEYMOON',
    publishedAt: '2025-02-14',
    imageUrl: '/images/snow.svg',
    html: `<p>Kashmir rewards couples who do less. Instead of rushing through every meadow, give each place a full day and let the valley set the pace. Five days is enough to feel the place rather than just photograph it.</p>
<h2>A plan that works</h2>
<ol>
<li>Start on a Dal Lake houseboat and take a shikara out at sunset.</li>
<li>Spend a day in Sonamarg, where a pony path leads to the Thajiwas glacier.</li>
<li>Sleep a night in Gulmarg and ride the gondola early, before the queues.</li>
<li>End in Srinagar among the terraces of the Nishat and Shalimar gardens.</li>
</ol>
<h2>Choosing your season</h2>
<p>April brings the tulip garden into bloom; December to February brings snow. Both are lovely, so choose between flowers and a white valley. Summer is green and pleasant, and autumn turns the chinar trees gold and red, which many couples think is the prettiest time of all.</p>
<h2>Small things that make a difference</h2>
<p>Ask for a houseboat room at the front, facing the water. Keep one evening free for a slow dinner of wazwan dishes, and carry a warm shawl even in summer, because evenings on the lake are cool. Prepaid mobile connections from outside the region do not work in Kashmir, so let your families know that you may be quiet for a few days.</p>
<h2>Where to stay</h2>
<p>Houseboats on Dal and Nigeen lakes are graded by the tourism department, from deluxe to super deluxe, and the best have carved walnut ceilings, heaters and private decks. One or two nights on the water is enough for most couples; the rest of the trip works well in hotels. In Gulmarg, ask for a room facing the meadow, and in Pahalgam, one by the Lidder river, where the sound of the water carries into the room at night.</p>
<h2>Budget and pacing</h2>
<p>A comfortable five-day honeymoon in four-star hotels with a houseboat night costs roughly ₹30,000 to ₹40,000 per person, and more in five-star properties or in the tulip and snow seasons. Local union cabs in Pahalgam, pony rides in Sonamarg and the Gulmarg gondola are paid on the spot, so set aside a few thousand rupees for them. Above all, resist the urge to fit in one more meadow: the best memories here are usually the quiet ones.</p>
<h2>Getting there</h2>
<p>Srinagar airport has direct flights from Delhi, Mumbai and several other cities, and since 2025 trains also run through the mountains from Katra to Srinagar. Reach the airport about three hours before your return flight, because there are several security checks on the way in. Book your gondola tickets for Gulmarg online in advance, as they sell out in the busy months.</p>`,
  },
  {
    destination: 'goa',
    name: 'North or South Goa? Picking the Right Beach',
    category: 'FRIEND',
    publishedAt: '2025-03-04',
    imageUrl: '/images/beach.svg',
    html: `<p>Goa's coast is only about 100 km long, yet its two halves feel like different holidays. Choosing the right base saves hours in taxis and makes the trip feel right for your group.</p>
<h2>North Goa</h2>
<p>Calangute, Baga, Anjuna and Vagator are lively, with water sports by day, beach shacks and music at night. The forts of Aguada and Chapora, the Wednesday flea market at Anjuna and the Saturday night market at Arpora are all close. It suits groups of friends who want company.</p>
<h2>South Goa</h2>
<p>Colva, Benaulim, Agonda and Palolem are quieter, with wide clean sands and fewer crowds. The cliff fort of Cabo de Rama and the small cove of Butterfly Beach are here. It suits couples and families who want rest.</p>
<h2>When to go</h2>
<ul>
<li><strong>November to February</strong>: the main season, dry and sunny, with the busiest weeks around Christmas and New Year.</li>
<li><strong>March to May</strong>: hotter and quieter, with better hotel rates.</li>
<li><strong>June to September</strong>: the monsoon, when water sports at sea pause but the hinterland turns green and the waterfalls are at their best.</li>
</ul>
<p>Whichever half you choose, spend at least one day inland among the churches of Old Goa and the spice farms of Ponda.</p>
<h2>Getting around</h2>
<p>Goa has no app-cab network of the kind found in big cities, so most visitors hire a car with a driver, use local taxis at fixed rates, or rent a scooter with a valid licence and a helmet. Distances look short on the map, but the roads are narrow and slow: from Calangute to Palolem is about two hours. If you want to see both halves, split your nights rather than making long day trips.</p>
<h2>Food worth the detour</h2>
<p>Some of Goa's best food is away from the beach shacks. Look for small family restaurants serving fish curry rice at lunchtime, try a prawn balchão or chicken cafreal, and save room for bebinca, the many-layered coconut dessert. In the mornings, village bakers still cycle round with fresh poi bread, sounding a horn as they go. Vegetarians should ask for Goan Hindu dishes such as khatkhate and the coconut-rich curries of the temple towns around Ponda.</p>
<h2>Getting there</h2>
<p>Goa now has two airports: Manohar International at Mopa, which is closer to the northern beaches, and Dabolim, which is more convenient for the south. Madgaon station on the Konkan Railway serves South Goa, while Thivim is the nearest station for the north. Choose your airport or station to match your base, and you will save an hour or more on each transfer.</p>`,
  },
  {
    destination: 'kedarnath',
    name: 'Kedarnath Yatra Checklist: Registration, Trek and Weather',
    category: 'RELIGIOUS',
    publishedAt: '2025-04-20',
    imageUrl: '/images/temple.svg',
    html: `<p>The doors of Kedarnath open around Akshaya Tritiya in late April or May and close after Diwali, on Bhai Dooj. Planning ahead makes the climb far easier and leaves your mind free for the darshan itself.</p>
<h2>Before you go</h2>
<ul>
<li>Register for the Char Dham yatra with Uttarakhand Tourism; the registration is checked on the way.</li>
<li>Book helicopter seats only through the official portal, and be wary of anyone selling them elsewhere.</li>
<li>Walk daily for a few weeks beforehand: the path from Gaurikund is about 16 km and climbs steadily.</li>
<li>If you are over 55 or have heart or lung problems, see your doctor before booking.</li>
</ul>
<h2>On the trail</h2>
<p>Start early from Gaurikund, walk at a pace that lets you talk, and rest at the shelters along the way. Ponies, palkis and pithus are available at fixed rates if you tire. Most pilgrims reach the temple in six to eight hours and stay the night for the evening aarti and an early darshan.</p>
<h2>Weather</h2>
<p>May, June, September and October are the best months. July and August bring heavy rain and landslide risk. Nights near the temple are cold in every season, so pack a warm jacket, a rain cover and good shoes.</p>
<h2>What to pack</h2>
<ul>
<li>A warm jacket, a fleece and thermal innerwear, even in June.</li>
<li>A rain poncho and a cover for your bag.</li>
<li>Trekking shoes that are already broken in, and two pairs of woollen socks.</li>
<li>A torch, a water bottle, dry fruits and any medicines you take regularly.</li>
<li>Copies of your yatra registration and photo ID in a waterproof pouch.</li>
</ul>
<h2>After darshan</h2>
<p>Most pilgrims stay one night near the temple, attend the evening aarti and take darshan again early the next morning, when the queues are shorter. Walk up to the Bhairavnath temple on the ridge above the town, which is said to guard Kedarnath through the winter, and visit the samadhi of Adi Shankaracharya behind the shrine. The walk down is quicker but harder on the knees, so take it slowly and use a stick or trekking poles.</p>
<h2>Getting to Gaurikund</h2>
<p>Haridwar and Rishikesh are the usual starting points, with Jolly Grant at Dehradun the nearest airport. From there it is a long day's drive of about 230 km to Sonprayag, where private vehicles stop and shared jeeps carry pilgrims the last few kilometres to Gaurikund. Most pilgrims spend the night before the trek at Guptkashi, Phata or Sitapur, so that they can start walking early.</p>`,
  },
  {
    destination: 'jim-corbett',
    name: 'Tiger Country: Planning a Safari at Jim Corbett',
    category: 'WILDLIFE',
    publishedAt: '2025-05-08',
    imageUrl: '/images/wildlife.svg',
    html: `<p>Jim Corbett National Park is divided into safari zones, each with its own gate, permit quota and season. Choosing the right zone matters more than choosing the hotel.</p>
<h2>The main zones</h2>
<ul>
<li><strong>Dhikala</strong>: the heart of the park with wide grasslands; overnight stays inside are much sought after.</li>
<li><strong>Bijrani</strong>: dense forest close to Ramnagar, good for a first safari.</li>
<li><strong>Jhirna</strong> and <strong>Dhela</strong>: drier forest that stays open through the year.</li>
</ul>
<h2>Permits and timing</h2>
<p>Most zones close for the monsoon from late June until autumn. Permits open online well in advance and sell out on weekends, so book early. Each permit carries the names and ID numbers of the travellers, so they cannot be changed later.</p>
<h2>On safari</h2>
<p>Wear muted colours, keep voices low in the jeep and listen for alarm calls from deer and langurs, which often give away a tiger before you see it. Take at least three safaris if you can: the forest, the birds and the elephants make every drive worthwhile even when the tiger stays hidden.</p>
<h2>Where to stay</h2>
<p>Most resorts line the Kosi river between Ramnagar and Dhikuli, a short drive from the Bijrani and Jhirna gates. They range from simple jungle lodges to luxury retreats with pools and spas. For the full forest experience, try to spend a night or two inside the park at the Dhikala forest rest house. The rooms are basic and the food simple, but waking up to elephant calls and deer alarm calls is unforgettable. Dhikala rooms are booked through the park's own website and go quickly.</p>
<h2>Beyond tigers</h2>
<p>Corbett has recorded more than 550 species of birds, from great hornbills to the tiny wallcreeper that winters along the Kosi. Wild elephants are common in the Dhikala grasslands, and gharials and mugger crocodiles bask on the banks of the Ramganga. Visit the Corbett Museum at Kaladhungi, in the old home of Jim Corbett himself, and read one of his books before you go: <em>Man-Eaters of Kumaon</em> makes the forest come alive.</p>
<h2>Getting there</h2>
<p>Ramnagar, the gateway town, is about 250 km from Delhi, with direct trains that arrive in the morning and leave in the evening. The drive takes about six hours. Pantnagar is the nearest airport. Plan to arrive a day before your first safari, since morning drives leave before dawn.</p>
<h2>How many days?</h2>
<p>Two nights allow three or four safaris, which gives a fair chance of sightings. Keen wildlife watchers stay three or four nights and include Dhikala.</p>`,
  },
  {
    destination: 'kerala',
    name: 'Kerala in the Monsoon: Green, Quiet and Good Value',
    category: 'NATURE',
    publishedAt: '2025-06-12',
    imageUrl: '/images/backwaters.svg',
    html: `<p>Most visitors plan Kerala for the dry winter months, yet from June to September the state is at its greenest. Rain comes in heavy bursts with bright spells between, and the backwaters fill to the brim.</p>
<h2>Why go now</h2>
<ul>
<li>Houseboats and hill resorts cost noticeably less than in the peak season.</li>
<li>Ayurvedic practitioners consider the monsoon the best time for treatments.</li>
<li>Waterfalls such as Athirappilly are at full force.</li>
</ul>
<h2>What changes</h2>
<p>Beaches have rough seas and swimming is unsafe, so plan the coast for walks and sunsets rather than the water. Hill roads to Munnar and Wayanad can close for a day after very heavy rain, and leeches appear on forest trails. None of this spoils the trip if the plan has a little slack.</p>
<h2>How to pack</h2>
<p>Pack a light rain jacket, quick-drying clothes and sandals with a good grip, and keep a spare day in your plan in case a hill road closes. A dry bag for your phone is worth its weight on a houseboat deck in the rain.</p>
<h2>A five-day monsoon plan</h2>
<ol>
<li>Arrive in Kochi and spend the afternoon in Fort Kochi, where the rain on the old warehouses and Chinese fishing nets has its own beauty.</li>
<li>Drive to Athirappilly, the state's most powerful waterfall, then on to a plantation stay in the hills.</li>
<li>A slow day of estate walks between showers, with hot tea on the veranda.</li>
<li>Board a houseboat on the backwaters, which look their best when the paddy fields are flooded and green.</li>
<li>Return to Kochi, with a stop for a traditional Kerala meal served on a banana leaf.</li>
</ol>
<p>If you are interested in Ayurveda, consider a longer stay of a week or two at a treatment centre, where the doctor will plan therapies and meals to suit you. The Malayalam month of Karkidakam, in July and August, is traditionally the time for these treatments.</p>
<h2>Getting around in the rain</h2>
<p>Kerala's roads stay open through most of the monsoon, but travel times stretch in heavy rain, especially on the ghat roads to Munnar, Thekkady and Wayanad. Drive in daylight, avoid the hills during red alerts issued by the weather department, and let your driver decide when to wait out a downpour. Trains along the coast are a relaxing alternative for longer distances. Houseboats stop cruising in very rough weather, but they remain a cosy place to watch the rain.</p>
<p>Whatever your plan, the monsoon rewards slow travel and a sense of humour about getting wet.</p>`,
  },
  // ---- added with the full catalogue -----------------------------------------------------------
  {
    destination: 'rajasthan',
    name: 'A First-Timer’s Guide to the Pushkar Camel Fair',
    category: 'SEASONAL_PACKAGE',
    publishedAt: '2024-10-05',
    imageUrl: '/images/desert.svg',
    html: `<p>For about a week each year, in the Hindu month of Kartik, the small holy town of Pushkar becomes one of the most crowded and colourful places in India. Herders from across the Thar bring thousands of camels, horses and cattle to trade on the sands outside town, while pilgrims arrive to bathe in the sacred lake on Kartik Purnima, the full moon that ends the fair.</p>
<h2>Two fairs in one</h2>
<p>It helps to think of Pushkar as two events that overlap. The livestock fair comes first: in the early days the dunes are covered in camels, and the trading is serious business, with herders haggling over animals decorated with beads and tassels. The religious fair builds towards the full moon, when the 52 ghats around the lake are packed from before dawn.</p>
<h2>When to arrive</h2>
<ul>
<li><strong>For camels and photography</strong>, arrive in the first two or three days, when the trading grounds are busiest.</li>
<li><strong>For the pilgrimage</strong>, be there for the last two days, up to Kartik Purnima.</li>
<li><strong>For the competitions</strong>, from moustache contests to camel races, check the programme published by Rajasthan Tourism each year.</li>
</ul>
<h2>Where to stay</h2>
<p>Hotel rooms in Pushkar are few and expensive during the fair, so most visitors stay in tented camps set up near the fair ground. Tents range from simple to comfortable, with attached bathrooms and heaters for the cold nights. Book months ahead: the good camps fill by the summer.</p>
<h2>Being a good guest</h2>
<p>Pushkar is a holy town. Meat, alcohol and eggs are not allowed, shoes come off near the ghats, and you should ask before photographing people at prayer. On the ghats, men who offer flowers and a puja may later ask for large donations; it is fine to say no politely. Around the camels, keep a respectful distance from the animals' back legs.</p>
<h2>Combining the fair</h2>
<p>Jaipur is about three hours away, which makes it easy to add a day at Amber Fort and the City Palace before or after. With more time, continue west to Jodhpur and Jaisalmer, where the desert evenings are just as memorable and far quieter.</p>
<h2>What to pack</h2>
<p>Nights at the fair are cold and the days dusty, so bring layers, a scarf to cover your face when the wind picks up, and comfortable closed shoes for walking on sand. A small torch helps at the camps after dark.</p>
<h2>Getting there</h2>
<p>Ajmer, about 15 km away, has the nearest major railway station, and Jaipur airport is about three hours by road.</p>`,
  },
  {
    destination: 'manali',
    name: 'Hampta Pass or Kashmir Great Lakes? Choosing Your First Himalayan Trek',
    category: 'ADVENTURE',
    publishedAt: '2024-05-22',
    imageUrl: '/images/snow.svg',
    html: `<p>Every year thousands of people decide that this is the year they will finally do a Himalayan trek. Two names come up again and again: the Hampta Pass crossing near Manali and the Kashmir Great Lakes trek near Sonamarg. Both are beautiful, both are run by many operators, and both are very different in what they ask of you.</p>
<h2>Hampta Pass: a short, dramatic crossing</h2>
<p>Hampta Pass takes four walking days from the forests above Manali over a pass of about 4,270 metres into the bare, moonlike Lahaul valley. The change of landscape in a single day is the highlight. Walking days are mostly five to six hours, with one long day over the pass.</p>
<ul>
<li><strong>Season</strong>: mid-June to September.</li>
<li><strong>Total trip</strong>: about six days from Manali.</li>
<li><strong>Best for</strong>: fit first-timers with limited leave.</li>
</ul>
<h2>Kashmir Great Lakes: longer and grander</h2>
<p>The Great Lakes trek takes six walking days from Sonamarg to Naranag, crossing three passes above 4,000 metres and camping beside a chain of glacial lakes. It is longer, with more ups and downs, and the days can run to seven or eight hours.</p>
<ul>
<li><strong>Season</strong>: July to mid-September.</li>
<li><strong>Total trip</strong>: about nine days from Srinagar.</li>
<li><strong>Best for</strong>: walkers who already exercise regularly and want a longer adventure.</li>
</ul>
<h2>How fit do you need to be?</h2>
<p>For either trek, you should be able to walk five to six kilometres in under an hour on the flat, and climb a few floors of stairs without stopping. Start training at least a month before: brisk walks, stair climbing and some squats make a real difference. If you have knee trouble, trekking poles are a must on the long descents.</p>
<h2>What to ask your operator</h2>
<ol>
<li>What is the group size, and how many trek leaders and support staff are there?</li>
<li>Do the leaders carry oxygen, a first-aid kit and a pulse oximeter?</li>
<li>What happens if the weather closes the pass?</li>
</ol>
<p>Whichever you choose, the first Himalayan trek tends to be the start of many. Go slow, drink water, and look up often.</p>
<h2>Our honest advice</h2>
<p>If you have never slept in a tent above 3,500 metres, start with Hampta Pass. It is shorter, the campsites are lower, and you will learn how your body handles altitude. Keep the Great Lakes for your second year, when you will enjoy it far more.</p>
<h2>Getting there</h2>
<p>Hampta starts from Manali, reached by overnight bus from Delhi or by road from Chandigarh. The Great Lakes trek starts near Sonamarg, about 80 km from Srinagar airport.</p>`,
  },
  {
    destination: 'leh-ladakh',
    name: 'Riding Manali to Leh: What Nobody Tells You',
    category: 'ADVENTURE',
    publishedAt: '2026-04-14',
    imageUrl: '/images/snow.svg',
    html: `<p>The road from Manali to Leh is one of the most famous rides in the world, and for good reason. In about 430 km it climbs over several passes near or above 5,000 metres, crosses the high plains of Sarchu and More, and drops into the Indus valley. Most riders take three or four days. Here is what we wish every rider knew before setting off.</p>
<h2>The altitude is the real challenge</h2>
<p>The road is rough in patches, but the height is what catches people out. Your first night at Sarchu, at about 4,300 metres, comes before you have had time to adjust. Drink plenty of water, skip alcohol, eat light and sleep with your head raised. A persistent headache, nausea or breathlessness at rest means you should go lower, not push on.</p>
<h2>The road changes every year</h2>
<p>Snow, landslides and water crossings reshape the route each season. The stretch near the Gata Loops and around the passes can be muddy in the morning melt. Start early, before the streams swell in the afternoon sun, and cross water slowly in first gear.</p>
<h2>What to pack</h2>
<ul>
<li>A proper riding jacket, gloves, knee guards and waterproof boots.</li>
<li>Thermals and a down jacket for the evenings, even in July.</li>
<li>A basic toolkit, spare clutch and brake cables, and a puncture kit.</li>
<li>Cash: fuel pumps and ATMs are few after Tandi, near Keylong.</li>
</ul>
<h2>Permits and rules</h2>
<p>No permit is needed for Indian riders on the Manali–Leh road itself, but Ladakh's environment and wildlife fees must be paid online before visiting Nubra and Pangong. Rented bikes from outside Ladakh are subject to local rules for sightseeing within Ladakh, so check with your operator.</p>
<h2>Go with support</h2>
<p>A backup vehicle and a mechanic turn a breakdown at 5,000 metres from a crisis into a delay. They also carry your luggage, which makes the bike far easier to handle on broken roads.</p>
<h2>Plan the days sensibly</h2>
<p>Do not try to ride from Manali to Leh in two days. Break the journey at Jispa or Keylong, then Sarchu, and arrive in Leh on the third or fourth day. Once there, rest a full day before riding over Khardung La to Nubra. Riders who follow this pattern feel better and enjoy the road far more than those in a hurry.</p>
<h2>When to ride</h2>
<p>The road usually opens in late May or June, once the snow on the passes has been cleared, and closes in October. July and August bring monsoon rain to the Manali side, so June and September are often the best months to ride.</p>`,
  },
  {
    destination: 'kerala',
    name: 'Kerala with Kids: A Week That Works',
    category: 'FAMILY',
    publishedAt: '2024-08-30',
    imageUrl: '/images/backwaters.svg',
    html: `<p>Kerala is one of the easiest places in India to travel with children. Distances are short, the food is gentle, and there is always something to do: boats, elephants, waterfalls and beaches. The trick is to keep driving days short and to give each place two nights.</p>
<h2>A week, day by day</h2>
<ol>
<li><strong>Kochi</strong>: watch the Chinese fishing nets being lowered, and see a short Kathakali show, where children love the make-up.</li>
<li><strong>Drive to Munnar</strong>, stopping at waterfalls on the way.</li>
<li><strong>Munnar</strong>: the tame Nilgiri tahr at Eravikulam, the tea museum and a boat at Mattupetty.</li>
<li><strong>Drive to Thekkady</strong> for a spice garden walk and a Kalaripayattu show.</li>
<li><strong>Periyar</strong>: an early boat ride on the lake to look for elephants.</li>
<li><strong>Houseboat</strong> on the backwaters, with lunch and dinner cooked on board.</li>
<li><strong>Back to Kochi</strong> for the flight home.</li>
</ol>
<h2>Tips for parents</h2>
<ul>
<li>Ask for a houseboat with railings on the upper deck and life jackets in children's sizes.</li>
<li>Carry motion-sickness remedies for the hill roads to Munnar and Thekkady.</li>
<li>Kerala food can be mild if you ask; appam with vegetable stew is a hit with most children.</li>
<li>Swim only at beaches with lifeguards, and never in the monsoon.</li>
</ul>
<h2>When to go</h2>
<p>The October to March season is dry and pleasant, and the Christmas holidays are busy, so book early. The summer break in April and May is hot on the coast but lovely in Munnar. The monsoon is beautiful, but rain can keep children indoors for hours at a time.</p>
<h2>What children remember</h2>
<p>Ask families what their children remembered from Kerala and the answers are rarely the sights. It is the houseboat cook letting them help with the fish fry, the Kathakali dancer's green face, a herd of elephants at the edge of Periyar Lake, and the smell of the spice gardens. Leave room in the plan for those moments: a free afternoon, a village walk with a local guide or an hour at a beach where they can dig in the sand. The best family trips here are the unhurried ones, with early nights and long breakfasts.</p>
<h2>Getting there</h2>
<p>Kochi airport has direct flights from most Indian cities and from the Gulf, and Ernakulam is well served by trains. If you fly in and out of Kochi, the loop above needs no long drive on the last day, which makes it easier on small children. Munnar is about four hours from Kochi, Thekkady about three hours from Munnar, and the backwaters around two hours from Kochi.</p>`,
  },
  {
    destination: 'agra',
    name: 'The Golden Triangle with Grandparents',
    category: 'FAMILY',
    publishedAt: '2025-11-06',
    imageUrl: '/images/city.svg',
    html: `<p>Delhi, Agra and Jaipur form India's most popular first tour, and it works beautifully for three generations travelling together. The monuments are world-class, the roads between them are good, and each city has enough variety to keep both children and grandparents happy. A few adjustments make all the difference.</p>
<h2>Pace it properly</h2>
<p>Six days is the minimum for a comfortable trip: two in Delhi, one in Agra and two in Jaipur, with travel days in between. The Yamuna Expressway makes Delhi to Agra about three and a half hours by car; Agra to Jaipur is around five hours, with stops at Fatehpur Sikri and the Chand Baori stepwell at Abhaneri.</p>
<h2>Making the monuments easier</h2>
<ul>
<li><strong>Taj Mahal</strong>: go at sunrise, when it is cool and quiet. Electric buses run from the parking area to the gates, and wheelchairs are available.</li>
<li><strong>Agra Fort</strong>: the ramps are long; take it slowly and rest in the shaded halls.</li>
<li><strong>Amber Fort</strong>: take a jeep up rather than walking the ramp in the heat.</li>
<li><strong>Old Delhi</strong>: a cycle-rickshaw through Chandni Chowk is a highlight, but it is bumpy; skip it if anyone has back trouble.</li>
</ul>
<h2>Hotels and food</h2>
<p>Choose hotels with lifts and ground-floor rooms, and avoid heritage properties with long staircases. For food, the Mughlai dishes of Agra and Delhi can be rich, so alternate with simple dal and rice. Jaipur's thalis are generous and usually mild if you ask.</p>
<h2>Best time</h2>
<p>October to March. December and January mornings can be foggy in Delhi and Agra, which may delay trains and hide the Taj for an hour or two, so keep the plan flexible.</p>
<h2>Little things that help</h2>
<p>Carry a folding stick-seat for long queues, keep a flask of water and some snacks in the car, and plan a rest at the hotel after lunch in the warmer months. Most monuments have wheelchairs on request; ask at the ticket counter. And leave one evening free in each city for a quiet family dinner rather than another sight.</p>
<h2>Trains or car?</h2>
<p>Fast trains link Delhi with Agra in under two hours and Agra with Jaipur in about four, and they can be more restful than long drives. A private car is still easier with luggage and older travellers, because the driver waits at each monument and the hotel doors. Many families mix the two: a fast train from Delhi to Agra, and a car from Agra to Jaipur via Fatehpur Sikri.</p>`,
  },
  {
    destination: 'badrinath',
    name: 'Valley of Flowers: When It Blooms and How to Walk It',
    category: 'NATURE',
    publishedAt: '2024-06-18',
    imageUrl: '/images/hills.svg',
    html: `<p>High in the Garhwal Himalaya, a hanging valley near Badrinath bursts into colour every monsoon. The Valley of Flowers National Park, together with Nanda Devi National Park, is a UNESCO World Heritage Site, and for a few weeks each year its meadows are covered with hundreds of kinds of alpine flowers.</p>
<h2>When to go</h2>
<p>The park is open from 1 June to 31 October. In June the valley is still greening and snow bridges linger. The main bloom runs from mid-July to mid-August, when the meadows are at their most colourful. By September the flowers thin out, the skies clear and the autumn colours arrive.</p>
<h2>How the walk works</h2>
<ol>
<li>Drive to Govindghat and on to Pulna, then walk about 10 km up the Lakshman Ganga valley to Ghangaria, the only place to stay.</li>
<li>From Ghangaria, walk about 4 km into the valley and back in a day. You can go deeper if you start early, but everyone must return to Ghangaria before evening.</li>
<li>Most visitors add Hemkund Sahib, a steep 6 km climb from Ghangaria to a gurdwara beside a glacial lake at about 4,630 metres.</li>
</ol>
<h2>What you will see</h2>
<ul>
<li>Blue poppies, cobra lilies, primulas and potentillas, among many others.</li>
<li>Waterfalls, glaciers and the Pushpawati river running through the valley.</li>
<li>Himalayan birds and, with luck, bharal on the slopes above.</li>
</ul>
<h2>Practical advice</h2>
<p>This is a monsoon trek, so expect rain and carry a poncho, waterproof shoes and a change of clothes in a dry bag. Landslides can block the road to Govindghat, so keep a spare day. The entry permit is bought at the forest check post near Ghangaria for each day you enter. Combine the trip with darshan at Badrinath, about 25 km beyond Govindghat.</p>
<h2>Where to stay</h2>
<p>Ghangaria has simple guest houses and a few better lodges, with hot water by the bucket and basic vegetarian food. Book early for the peak weeks of July and August.</p>
<h2>How fit do you need to be?</h2>
<p>The walks are long and steady rather than technical. If you can walk 10 to 12 km with a small backpack and some climbing, you can manage the valley. Hemkund Sahib is the hard day: about 6 km up and 1,500 metres of climbing, so start early and take it slowly. Ponies are available for the Ghangaria and Hemkund stretches for those who need them, and porters can carry bags.</p>
<p>Finally, stay on the marked path: the valley is fragile, and picking flowers is forbidden.</p>`,
  },
  {
    destination: 'munnar',
    name: 'Munnar Beyond the Tea Museum',
    category: 'NATURE',
    publishedAt: '2026-02-09',
    imageUrl: '/images/hills.svg',
    html: `<p>Most visitors see Munnar in a day and a half: the tea museum, Mattupetty Dam, Echo Point and a photo stop in the estates. It is a lovely day, but the hills around Munnar hold far more for those who stay a little longer.</p>
<h2>Sunrise at Kolukkumalai</h2>
<p>Before dawn, jeeps climb a rough estate road to Kolukkumalai, one of the highest tea estates in the world, close to the Tamil Nadu border. On a clear morning the valleys below fill with cloud and the sun rises over the ridges. The estate's old factory still makes orthodox tea, and a short tour shows how.</p>
<h2>The rain shadow of Marayoor</h2>
<p>Drive an hour north-east and the landscape changes completely. Marayoor lies in the rain shadow of the Western Ghats, with natural sandalwood forest, ancient stone dolmens and small units boiling sugar cane into jaggery. The Chinnar sanctuary beyond is home to the grizzled giant squirrel.</p>
<h2>Walks and treks</h2>
<ul>
<li><strong>Meesapulimala</strong>: a guided trek run by the forest development corporation towards the second-highest peak of the Western Ghats.</li>
<li><strong>Estate walks</strong>: many homestays will walk you through the tea with a supervisor who explains plucking and pruning.</li>
<li><strong>Lakkam waterfall</strong>: a short, easy walk, best after the monsoon.</li>
</ul>
<h2>A few practical notes</h2>
<p>Eravikulam National Park closes for the Nilgiri tahr calving season, usually in February and March, so check before planning around it. Roads are narrow and winding, so allow more time than maps suggest. And the famous neelakurinji, which flowers every twelve years, last bloomed in 2018 and is next expected around 2030.</p>
<h2>Where to stay</h2>
<p>Munnar town is busy and noisy, so consider a stay a little outside it. Plantation bungalows and resorts in the surrounding valleys, around Chithirapuram, Pallivasal or the road to Top Station, give you mist, birdsong and tea bushes outside the window. Many have their own walking trails through the estates, and the hosts know the best local spots for sunrise and sunset. Allow at least three nights: two for the sights and one simply to enjoy the hills. If you are travelling between October and January, pack a proper warm layer, because nights can drop close to freezing.</p>
<h2>Getting there</h2>
<p>Kochi airport is about 110 km and four hours away, and the drive itself, past waterfalls and spice stalls, is part of the pleasure. Start early to arrive before dark.</p>
<p>And whatever you do, taste the tea where it is grown: estate shops sell fresh leaf at a fraction of city prices.</p>`,
  },
  {
    destination: 'udaipur',
    name: 'Udaipur or the Andamans? Choosing a Honeymoon by Season',
    category: 'HONEYMOON',
    publishedAt: '2024-12-02',
    imageUrl: '/images/city.svg',
    html: `<p>Couples often come to us torn between a palace city and a beach. Both Udaipur and the Andaman Islands are wonderful for a honeymoon, and the right choice usually depends on the month of your wedding more than anything else.</p>
<h2>Udaipur: palaces, lakes and sunsets</h2>
<p>Udaipur is at its best from September to March, when the lakes are full and the evenings cool. Stay in a heritage hotel on the water, take a boat to Jag Mandir at sunset and spend an evening at a rooftop restaurant facing the lit-up City Palace. The monsoon months from July to September are also romantic, with green hills and low rates. April to June is hot.</p>
<ul>
<li><strong>Ideal length</strong>: three to four nights.</li>
<li><strong>Good for</strong>: couples who love history, food and a little luxury.</li>
</ul>
<h2>The Andamans: sand, sea and coral</h2>
<p>The Andamans are best from November to April, with calm seas and clear water for snorkelling. Radhanagar Beach on Swaraj Dweep is one of Asia's most beautiful, and smaller Shaheed Dweep is wonderfully slow. From late May to September the monsoon brings rough seas, and ferries are often cancelled.</p>
<ul>
<li><strong>Ideal length</strong>: six to seven nights, because of ferries between islands.</li>
<li><strong>Good for</strong>: couples who want the sea, and a chance to try snorkelling or a first dive.</li>
</ul>
<h2>Budget and effort</h2>
<p>Udaipur is a short flight from most cities and needs little planning. The Andamans cost more because of flights and ferries, and each island hop takes half a day. If your wedding is in May or June, consider Udaipur's monsoon or a hill station instead; if it is in December, both are lovely, so choose between palaces and beaches.</p>
<h2>Or why not both?</h2>
<p>A few couples with ten days or more combine the two, with four nights in Udaipur and six in the islands, connected by a flight via Delhi, Mumbai or Chennai. It works best between November and February.</p>
<h2>A note on weather</h2>
<p>Both places have a short shoulder season that can be lovely. Udaipur in late September has full lakes and green hills after the rains, and the Andamans in late October and early November are quiet before the winter crowds. Rates are lower too. The risk is a few rainy days, so build a day or two of slack into the plan. For most couples, the ideal months remain December to February, when both are at their very best.</p>`,
  },
  {
    destination: 'andaman-islands',
    name: 'Andaman Honeymoon: Havelock, Neil and the Ferries',
    category: 'HONEYMOON',
    publishedAt: '2026-01-20',
    imageUrl: '/images/beach.svg',
    html: `<p>The Andamans are one of India's favourite honeymoon destinations, and the islands deserve their reputation. But the logistics catch many couples by surprise. Here is how to plan a trip that feels like a holiday rather than a ferry timetable.</p>
<h2>The islands you will visit</h2>
<ul>
<li><strong>Sri Vijaya Puram</strong> (formerly Port Blair): the capital and airport, with the Cellular Jail and its evening sound-and-light show.</li>
<li><strong>Swaraj Dweep</strong> (Havelock): Radhanagar Beach, Elephant Beach and the best diving and snorkelling.</li>
<li><strong>Shaheed Dweep</strong> (Neil): small, quiet and friendly, with a natural rock bridge and lovely sunsets.</li>
</ul>
<h2>How long to stay</h2>
<p>Seven days is ideal: one night in the capital on arrival, three on Swaraj Dweep, one or two on Shaheed Dweep, and a last night back in the capital before your flight. Morning flights out are common, and ferries are not always on time, so never plan a ferry and a flight on the same day.</p>
<h2>Ferries</h2>
<p>Private catamarans are faster and more comfortable than government ferries, with air-conditioned cabins. They sell out in the peak season from December to February, so book as soon as your flights are confirmed. All sailings depend on the weather.</p>
<h2>Special touches</h2>
<ol>
<li>A sunset at Radhanagar, which faces west over open sea.</li>
<li>A snorkelling trip to Elephant Beach, which suits non-swimmers with life jackets.</li>
<li>A candlelight dinner on the beach at your resort.</li>
</ol>
<p>Remember that shells, coral and sand cannot be taken off the islands, and bags are checked at the airport. Carry some cash too: ATMs on the smaller islands can run dry.</p>
<h2>What it costs</h2>
<p>The Andamans cost more than most Indian beach holidays, because of flights and ferries. A seven-day honeymoon in good resorts, with private ferries and a couple of boat trips, usually costs somewhere between ₹50,000 and ₹80,000 per person, excluding flights, and more in the peak season from Christmas to mid-January. Booking three or four months ahead gets you better rooms and ferry seats. If you have a little more to spend, put it into a beachfront room on Swaraj Dweep rather than into more islands: the best part of an Andaman honeymoon is time on the sand.</p>
<h2>When to go</h2>
<p>December to April is the sweet spot, with calm seas, clear water and sunny days. October and November can have short showers, and from late May the monsoon makes the sea rough and ferries unreliable.</p>
<p>Whatever you choose, leave one full day with nothing planned at all.</p>`,
  },
  {
    destination: 'ranthambore',
    name: 'Ranthambore Safari Zones Explained',
    category: 'WILDLIFE',
    publishedAt: '2024-03-15',
    imageUrl: '/images/wildlife.svg',
    html: `<p>Ranthambore is one of the best places in India to see a wild tiger, but new visitors are often confused by zones, gypsies, canters and permit rules. A little understanding goes a long way.</p>
<h2>Zones</h2>
<p>The park is divided into ten safari zones. Zones 1 to 5 are in the core, with the famous lakes of Padam Talao, Rajbagh and Malik Talao, where ruined pavilions stand at the water's edge. Zones 6 to 10 are in the buffer and the adjoining forests. Tigers are seen in all zones, and some of the best recent sightings have come from the buffer.</p>
<h2>Gypsy or canter?</h2>
<ul>
<li><strong>Gypsy</strong>: an open six-seater jeep. Quieter and more agile, and the better choice for photographers.</li>
<li><strong>Canter</strong>: an open bus for about twenty people. Cheaper and comfortable, but noisier and slower.</li>
</ul>
<p>Permits are issued for a vehicle type and a zone by the forest department. You cannot choose your exact zone on the standard permits; it is allotted in the booking process.</p>
<h2>Timings and seasons</h2>
<p>Safaris run every morning and afternoon, with timings that move with sunrise and sunset. The core zones are open from 1 October to 30 June. The hot months from March to May bring the best sightings, as tigers stay close to water; winter is cooler and very pleasant.</p>
<h2>How many safaris?</h2>
<p>Plan at least three or four. Every drive is different, and the forest, the fort on its hill and animals such as sambar, crocodiles and leopards make each one memorable. Between safaris, visit the fort and the Trinetra Ganesh temple, and a crafts centre run by village women.</p>
<h2>Booking tips</h2>
<p>Permits are sold on the Rajasthan forest department's website and open well in advance. Weekends, Diwali, Christmas and the New Year sell out first, so book as soon as your dates are fixed, and send the names and ID numbers of every traveller exactly as on their ID. Changes are not allowed later.</p>
<h2>Getting there</h2>
<p>Sawai Madhopur, about 10 km from the park, is on the main Delhi–Mumbai railway line, with fast trains from Delhi, Jaipur and Kota. Jaipur airport is about three and a half hours by road. Most lodges line the road from the town to the park gate and arrange pick-ups from the station.</p>
<h2>Safari etiquette</h2>
<p>Keep your voice low, never ask the driver to leave the track or crowd an animal, and switch off camera flash. If another jeep has a sighting, wait your turn patiently: tigers that are not disturbed stay in view far longer.</p>`,
  },
  {
    destination: 'kaziranga',
    name: 'Kaziranga: Rhinos, Ranges and the Best Months',
    category: 'WILDLIFE',
    publishedAt: '2025-12-11',
    imageUrl: '/images/wildlife.svg',
    html: `<p>On the flood plains of the Brahmaputra in Assam, Kaziranga National Park protects about two-thirds of the world's greater one-horned rhinoceroses. Seeing them graze in the tall grass a few metres from your jeep is one of the great wildlife experiences in Asia.</p>
<h2>The four ranges</h2>
<ul>
<li><strong>Central (Kohora)</strong>: the most popular range, with a mix of grassland, swamps and woodland.</li>
<li><strong>Western (Bagori)</strong>: open grassland with high rhino numbers; excellent for photography.</li>
<li><strong>Eastern (Agaratoli)</strong>: wetlands full of birds, with pelicans, storks and fishing eagles.</li>
<li><strong>Burapahar</strong>: hilly forest at the western end, quieter and less visited.</li>
</ul>
<h2>When to go</h2>
<p>The park usually opens in November and closes at the end of April, before the monsoon floods. From February, the tall grass is burnt off in patches, so animals are much easier to see. Winter mornings are misty and cool, with wonderful light once the fog lifts.</p>
<h2>Beyond rhinos</h2>
<p>Kaziranga is also a tiger reserve, with one of the highest tiger densities in India, though sightings are rare in the tall grass. Wild water buffalo, swamp deer, elephants and hundreds of kinds of birds are seen on most safaris.</p>
<h2>Planning tips</h2>
<ol>
<li>Take at least three jeep safaris, in different ranges.</li>
<li>Stay near Kohora for easy access to the Central and Western ranges.</li>
<li>Add Majuli island or the Meghalaya hills to make a week of it.</li>
</ol>
<p>The highway past the park is an animal corridor with speed limits, and it is not unusual to see rhinos from the road itself.</p>
<h2>Where to stay</h2>
<p>Most lodges are near Kohora, close to the Central range, with a few near Bagori and Agaratoli. Many sit among tea gardens and serve Assamese food; ask for a tea-garden walk and a tasting.</p>
<h2>A word on elephant rides</h2>
<p>Elephant safaris are offered at dawn in some ranges, but we prefer jeep safaris out of concern for the animals' welfare.</p>
<h2>Getting there</h2>
<p>Guwahati airport is about 200 km and five hours away by road, along a highway lined with tea gardens and paddy fields. Jorhat airport is closer, at about 100 km, with fewer flights. Furkating, about 75 km away, is the nearest railway station. Drive in daylight, as the highway passes through animal corridors where speed limits apply.</p>
<h2>What to wear</h2>
<p>Jeeps are open, so dress in layers of green, brown or khaki, with a warm jacket for winter mornings and a hat and sunscreen later in the day. Binoculars make a huge difference, especially in the Eastern range, where many birds are seen at a distance across the wetlands.</p>`,
  },
  {
    destination: 'rishikesh',
    name: 'Rishikesh for a Group of Friends: Rafting, Cafés and Camps',
    category: 'FRIEND',
    publishedAt: '2024-09-27',
    imageUrl: '/images/hills.svg',
    html: `<p>Rishikesh is one of the best weekend trips from Delhi for a group of friends. It is close, affordable and packed with things to do, from white-water rafting to cliff-side cafés. It is also a holy town with its own rules, which is worth knowing before you arrive.</p>
<h2>Things to do together</h2>
<ul>
<li><strong>Rafting</strong>: the Shivpuri stretch, about 16 km, has grade III rapids with names like Roller Coaster and Golf Course.</li>
<li><strong>Camping</strong>: riverside camps near Shivpuri offer tents, volleyball and bonfires.</li>
<li><strong>Bungee</strong>: the 83-metre platform at Mohan Chatti is the highest fixed bungee jump in India.</li>
<li><strong>Sunrise at Kunjapuri</strong>: a hilltop temple with a view of the Himalaya on clear mornings.</li>
<li><strong>Ganga aarti</strong>: the evening ceremony at Parmarth Niketan or Triveni Ghat.</li>
</ul>
<h2>The rules of the town</h2>
<p>Meat and alcohol are not sold in Rishikesh, and public drinking is taken seriously by the police. Respect the ghats and temples, dress modestly in town, and keep music low near the ashrams. Most groups find the cafés of Tapovan and Laxman Jhula more than make up for it.</p>
<h2>When to go</h2>
<p>Rafting runs from about mid-September to June and stops in the monsoon. March, April, October and November are the most pleasant months. Summer weekends are crowded, so book camps early.</p>
<h2>Getting there</h2>
<p>Overnight buses and early trains reach Haridwar from Delhi, and Rishikesh is about 45 minutes further. Jolly Grant airport at Dehradun is the closest airport. With a three-day weekend, you can fit in rafting, a camp night, a sunrise and the aarti without rushing.</p>
<h2>Staying safe on the river</h2>
<p>Choose operators registered with the state tourism department, keep your life jacket and helmet on throughout, and follow the guide's calls. Cliff jumping and body surfing are fun but only where the guide says so. Never swim in the Ganga after dark or after drinking, and avoid the river altogether if it is running high and brown after rain.</p>
<h2>What it costs</h2>
<p>Rishikesh is easy on the wallet. A rafting run costs a few hundred to a couple of thousand rupees depending on the stretch, and riverside camps with meals charge a modest rate per person per night. Split a car from Haridwar or Dehradun, and the whole weekend can be done on a student budget.</p>
<h2>Where to stay</h2>
<p>Groups on a budget like the hostels of Tapovan and Laxman Jhula, with rooftop views and common rooms. For a quieter night, riverside camps near Shivpuri offer tents with proper beds and attached bathrooms.</p>`,
  },
  {
    destination: 'jaisalmer',
    name: 'Jaisalmer with Friends: Dunes, Forts and Desert Nights',
    category: 'FRIEND',
    publishedAt: '2025-08-19',
    imageUrl: '/images/desert.svg',
    html: `<p>Jaisalmer is made for a group trip. A golden fort where people still live, a desert full of dunes and camps, and night skies that most city dwellers have never seen. With a little planning, three days here can be the highlight of a Rajasthan journey.</p>
<h2>In the city</h2>
<p>Start inside the fort, climbing through its gates to the royal palace and the carved Jain temples, then lose yourselves in its lanes of guest houses and rooftop cafés. Below the fort, Patwon ki Haveli and Salim Singh ki Haveli show how rich the merchants of the desert once were. Sunset from Vyas Chhatri or Gadisar Lake is a must.</p>
<h2>In the desert</h2>
<ul>
<li><strong>Sam dunes</strong>: the biggest dunes and the busiest camps, with jeep rides, quad bikes and camel rides at sunset.</li>
<li><strong>Khuri</strong>: quieter dunes to the south, good for a camel trek and a night sleeping on the sand.</li>
<li><strong>Kuldhara</strong>: an abandoned village with many stories, worth a stop on the way.</li>
</ul>
<h2>Choosing a camp</h2>
<p>Camps range from simple tents to luxury suites. For a group, look for Swiss tents with attached bathrooms, a proper dinner and a folk music performance by local musicians. Ask whether the camp is right on the dunes or a drive away from them.</p>
<h2>When to go</h2>
<p>October to March. The Desert Festival, usually in January or February, adds camel races and contests. Days are warm, but desert nights are cold in winter, so bring a jacket. Summer is fiercely hot and best avoided.</p>
<h2>A three-day plan</h2>
<ol>
<li>Arrive, check in and watch the sunset from Vyas Chhatri.</li>
<li>Morning in the fort and havelis, afternoon at Kuldhara, then the dunes at Sam and a night at camp.</li>
<li>Sunrise over the dunes, a lazy breakfast and the drive back for your train.</li>
</ol>
<p>With an extra day, drive out to the Tanot Mata temple and the Longewala war memorial near the border.</p>
<h2>Getting there</h2>
<p>Overnight trains run to Jaisalmer from Delhi, Jaipur and Jodhpur, and the small airport has seasonal flights. Jodhpur is about five hours away by road, which makes the two cities an easy pair for a week-long trip.</p>
<h2>Food and shopping</h2>
<p>Try ker sangri, made with desert beans and berries, dal-baati-churma and bajra roti with garlic chutney at a family-run restaurant in the fort. For shopping, look for mirror-work cushion covers, patchwork quilts and camel-leather bags, and bargain politely; prices inside the fort are usually a little higher than in the town below.</p>`,
  },
  {
    destination: 'badrinath',
    name: 'Char Dham Yatra: Route, Registration and Realistic Timings',
    category: 'RELIGIOUS',
    publishedAt: '2026-03-25',
    imageUrl: '/images/temple.svg',
    html: `<p>The Chota Char Dham yatra to Yamunotri, Gangotri, Kedarnath and Badrinath is one of the most important pilgrimages in Hinduism, and one of the most demanding journeys in India. Good planning turns a gruelling trip into a deeply rewarding one.</p>
<h2>The traditional route</h2>
<p>Pilgrims traditionally travel from west to east, starting at Yamunotri and ending at Badrinath. From Haridwar or Rishikesh, the full circuit by road takes ten to twelve days:</p>
<ol>
<li>Haridwar to Barkot, and a walk of about 6 km to Yamunotri.</li>
<li>Barkot to Uttarkashi, and a day trip to Gangotri.</li>
<li>Uttarkashi to Guptkashi, then the 16 km trek to Kedarnath and back.</li>
<li>Guptkashi to Badrinath, with Mana village nearby.</li>
<li>Badrinath back down to Rishikesh or Haridwar.</li>
</ol>
<h2>Registration</h2>
<p>Registration with Uttarakhand Tourism is compulsory for every pilgrim, online or at counters in Haridwar and Rishikesh. It is checked at several points, so carry it with your photo ID. Helicopter seats for Kedarnath are sold only on the official portal.</p>
<h2>When to go</h2>
<p>The temples open around late April or May and close around Diwali. May, June, September and October are the best months. July and August bring monsoon landslides and frequent road closures.</p>
<h2>Health and comfort</h2>
<ul>
<li>Walk daily for a month before the yatra; both Yamunotri and Kedarnath involve steep walking.</li>
<li>Travellers over 55 or with heart or lung conditions should see a doctor first.</li>
<li>Pack warm layers, rain gear and good shoes, even in June.</li>
<li>Hotels on the route are simple; the best available are booked early.</li>
</ul>
<p>Above all, keep a spare day in your plan. The mountains set their own timetable, and pilgrims who accept that enjoy the journey far more.</p>
<h2>Helicopter or road?</h2>
<p>Helicopter packages cover all four dhams in five or six days and suit pilgrims who cannot manage long drives, but they cost several times more and depend on the weather. Most families still travel by road, which is slower but allows the journey itself, with its rivers and confluences, to become part of the pilgrimage.</p>
<h2>What a day really looks like</h2>
<p>Driving days on the Char Dham route are long: 200 km can take eight to ten hours on winding hill roads, with stops for landslide clearance and traffic at the narrow stretches. Start early, carry snacks and water in the car, and accept that the timetable will change. Your driver knows the road; trust his judgement about when to push on and when to stop for the night.</p>`,
  },
  {
    destination: 'tirupati',
    name: 'Tirupati Darshan Without the Stress',
    category: 'RELIGIOUS',
    publishedAt: '2024-07-11',
    imageUrl: '/images/temple.svg',
    html: `<p>The temple of Sri Venkateswara at Tirumala welcomes tens of thousands of devotees every day, and on festivals many more. With a little preparation, darshan can be calm and unhurried even on busy days.</p>
<h2>Choose your darshan</h2>
<ul>
<li><strong>Special entry darshan</strong>: a fixed-time ticket booked online on the TTD website, released in advance and sold out quickly. The most popular choice for visitors with limited time.</li>
<li><strong>Sarva darshan</strong>: free darshan in the queue complex, which can take many hours on weekends and holidays.</li>
<li><strong>Walking pilgrims</strong>: those who climb the Alipiri or Srivari Mettu footpaths can receive darshan tokens on the way, subject to availability.</li>
</ul>
<h2>Dress and rules</h2>
<p>Traditional dress is required: a dhoti or kurta-pyjama for men and a sari or churidar with dupatta for women. Phones, cameras and bags must be deposited before entering the queue. Keep your ticket and photo ID together, as they are checked more than once.</p>
<h2>A comfortable plan</h2>
<ol>
<li>Stay in Tirupati the night before and start early up the ghat road.</li>
<li>Visit the Sri Varahaswamy Temple first, as tradition asks.</li>
<li>After darshan, collect your laddu prasadam and rest before visiting Akasa Ganga and Papavinasanam.</li>
<li>Keep the temples in town, such as Padmavathi Ammavari at Tiruchanoor, for the next day.</li>
</ol>
<h2>When to go</h2>
<p>Darshan runs all year, but weekdays outside school holidays and festivals are the quietest. The Brahmotsavam, usually in September or October, is a spectacular time to visit if you are ready for very large crowds.</p>
<h2>Where to stay</h2>
<p>TTD rooms at Tirumala are booked online and are simple but clean; hotels in Tirupati town below offer more comfort and choice. If you plan to walk up, start from Alipiri early in the morning with water and a light snack, and arrange for your bags to be taken up separately. The TTD also serves free vegetarian meals to pilgrims at its large Annaprasadam complex, which is an experience in itself.</p>
<h2>Getting there</h2>
<p>Tirupati airport at Renigunta has flights from Hyderabad, Bengaluru, Delhi and other cities, and Tirupati station is one of the busiest in the south. Chennai is about three hours away by road.</p>
<h2>Beyond Tirumala</h2>
<p>With an extra day, visit the Srikalahasti Temple, about 35 km away, famous for its Vayu lingam and Rahu-Ketu puja, and the Kanipakam Vinayaka Temple, where the idol is said to grow. Nature lovers can add Talakona, the tallest waterfall in Andhra Pradesh, in the forests of the Sri Venkateswara National Park.</p>`,
  },
  {
    destination: 'vaishno-devi',
    name: 'Vaishno Devi Yatra: Walking, Pony or Helicopter?',
    category: 'RELIGIOUS',
    publishedAt: '2025-09-03',
    imageUrl: '/images/hills.svg',
    html: `<p>Every year millions of pilgrims climb to the holy cave of Mata Vaishno Devi in the Trikuta hills. The path from Katra is well paved, lit at night and dotted with food stalls and medical posts, but it is long and steep. Choosing how to make the journey depends on your fitness, your age and your time.</p>
<h2>Walking</h2>
<p>The traditional way is to walk about 13 km from Katra via Banganga and Ardhkuwari to the Bhawan. Most people take five to seven hours up and a little less down. Walking through the night is common and the path is busy at all hours. Comfortable shoes and a light jacket are all you need.</p>
<h2>Ponies, palkis and battery cars</h2>
<ul>
<li><strong>Ponies</strong> carry pilgrims most of the way at fixed rates displayed at the counters.</li>
<li><strong>Palkis</strong>, carried by four bearers, suit elderly pilgrims who cannot ride.</li>
<li><strong>Battery cars</strong> run on the newer track from Ardhkuwari towards the Bhawan, with limited seats.</li>
</ul>
<h2>Helicopter</h2>
<p>Helicopters fly from Katra to Sanjichhat in about eight minutes, leaving a walk of about 2.5 km to the Bhawan. Tickets are sold on the Shrine Board website in limited numbers and sell out fast, and flights stop in poor weather.</p>
<h2>Before you start</h2>
<ol>
<li>Collect your RFID yatra card in Katra or book it online; it is checked at Banganga.</li>
<li>Leave phones, belts and bags in the free lockers near the Bhawan before darshan.</li>
<li>Take the ropeway to the Bhairon Baba temple after darshan; tradition holds that the yatra is complete only then.</li>
</ol>
<p>Whichever way you go, start early, carry water and take your time. The darshan is worth every step.</p>
<h2>Where to stay</h2>
<p>Katra has hotels for every budget, and many pilgrims start walking in the evening to reach the Bhawan by dawn. The Shrine Board also runs rooms and dormitories along the route and at the Bhawan, booked online.</p>
<h2>When to go</h2>
<p>The yatra runs all year. March to October is the most comfortable for walking, while the two Navratris, in spring and autumn, are the most auspicious and the most crowded. In winter the path is cold and the upper stretches can see snow, but the crowds are smaller. Katra has its own railway station with direct trains from Delhi, and Jammu airport is about 50 km away.</p>
<h2>What to carry</h2>
<p>Keep it light: water, a light jacket or shawl for the night, a small torch and some dry fruit. Food is available all along the path, and heavy bags only slow you down.</p>`,
  },
  {
    destination: 'pondicherry',
    name: 'Scuba and Surf in Pondicherry',
    category: 'WATER_ACTIVITY',
    publishedAt: '2025-07-15',
    imageUrl: '/images/beach.svg',
    html: `<p>Pondicherry is better known for its French streets and cafés than for its water, but in the last decade it has become one of the easiest places on India's east coast to try diving and surfing. Both can be done on a long weekend.</p>
<h2>Diving</h2>
<p>Several PADI dive centres run from Pondicherry, taking divers by boat to reefs and wrecks a short way offshore. Temple Reef, an artificial reef made of concrete structures, has become home to fish, rays and corals. Beginners can try a discover scuba dive after a pool session; a full Open Water course takes three to four days.</p>
<ul>
<li><strong>Season</strong>: roughly November to April, when the sea is calmer and visibility better.</li>
<li><strong>Depth</strong>: introductory dives go to about 10 to 12 metres.</li>
<li><strong>Health</strong>: you fill in a short medical form; some conditions need a doctor's note.</li>
</ul>
<h2>Surfing</h2>
<p>Serenity Beach, just north of town, has gentle, consistent waves that suit beginners. Surf schools rent boards and run lessons of about two hours, starting on the sand and moving into waist-deep water. Most people stand up, at least briefly, by the end of the first lesson.</p>
<h2>Staying safe</h2>
<ol>
<li>Book with certified schools and dive centres that show their registrations.</li>
<li>Never swim off the rocky Promenade in town.</li>
<li>Avoid the water in the north-east monsoon, in October and November.</li>
</ol>
<p>After a day in the water, cycle through White Town, eat a Creole dinner and walk the Promenade, closed to traffic in the evening.</p>
<h2>What it costs</h2>
<p>A discover scuba experience with two ocean dives usually costs between ₹6,000 and ₹9,000, and a full PADI Open Water course considerably more. A two-hour surf lesson with board hire costs a fraction of that. Prices vary by school and season, and the best schools include photos and a proper safety briefing.</p>
<h2>Where to stay</h2>
<p>Stay in White Town for its cafés and evening walks, or in one of the beach resorts to the north if you plan to spend most of your time in the water.</p>
<h2>Getting there</h2>
<p>Chennai airport is about 150 km away, a drive of three to four hours down the East Coast Road, with stops at Mahabalipuram along the way if you like.</p>
<h2>Not a swimmer?</h2>
<p>You can still try. Introductory dives start in a pool and stay close to your instructor throughout, and surf schools keep beginners in water shallow enough to stand in. What matters is being relaxed in the water, so tell your instructor honestly how you feel, and take it one step at a time.</p>`,
  },
  {
    destination: 'coorg',
    name: 'Rafting Across India, River by River',
    category: 'WATER_ACTIVITY',
    publishedAt: '2026-06-24',
    imageUrl: '/images/hills.svg',
    html: `<p>India has some of the finest white-water in Asia, and because its rivers rise and fall with the snowmelt and the monsoon, there is good rafting somewhere in the country for most of the year. Here is a river-by-river guide to help you plan.</p>
<h2>Barapole, Coorg</h2>
<p>In the monsoon, the Barapole in south Coorg becomes one of the best white-water rivers in the south, with grade III and IV rapids through the forest. The season runs roughly from June to October, when most other rivers in the south are too low.</p>
<h2>The Ganga at Rishikesh</h2>
<p>India's most popular rafting river. The stretch from Shivpuri to Rishikesh has grade III rapids suitable for first-timers, and longer runs start further upstream. Rafting runs from about mid-September to June and stops in the monsoon.</p>
<h2>The Beas near Kullu</h2>
<p>A short, lively run near Manali, usually from Pirdi, good for a half-day. The best months are March to June and the weeks after the monsoon.</p>
<h2>The Zanskar and Indus, Ladakh</h2>
<p>Rafting at 3,000 metres through a desert canyon. The Indus near Leh is gentle, while the Zanskar gorge from Chilling offers bigger rapids. The season is short, roughly from mid-June to August.</p>
<h2>The Teesta, Sikkim and Darjeeling</h2>
<p>Fed by Himalayan snow, the Teesta has grade II and III rapids and is usually rafted from October to May.</p>
<h2>Wherever you raft</h2>
<ul>
<li>Choose licensed operators with trained guides, helmets and proper life jackets.</li>
<li>Listen carefully to the safety briefing and learn the paddle commands.</li>
<li>Tell the guide if you cannot swim; you can still raft safely.</li>
<li>Wear quick-dry clothes and sandals with straps, never cotton jeans.</li>
</ul>
<h2>Grades in plain words</h2>
<p>Grade I and II rapids are small waves, fine for families. Grade III means bigger waves and a real chance of falling in, still suitable for fit beginners with a good guide. Grade IV needs experience and is only for those who have rafted before.</p>
<h2>Which river when?</h2>
<ul>
<li><strong>October to June</strong>: the Ganga at Rishikesh and the Teesta.</li>
<li><strong>March to June</strong>: the Beas near Manali.</li>
<li><strong>June to August</strong>: the Indus and Zanskar in Ladakh.</li>
<li><strong>June to October</strong>: the Barapole in Coorg.</li>
</ul>
<h2>Who can raft?</h2>
<p>Most operators take rafters from about 14 years on grade III rivers, with gentler stretches for younger children. You do not need to swim well, but you should be comfortable in water and in reasonable health. Pregnant women and anyone with back or heart problems should choose a calmer float instead. Always tell the operator about medical conditions before you start.</p>`,
  },
  {
    destination: 'goa',
    name: 'Goa in the Monsoon: A Different Kind of Holiday',
    category: 'SEASONAL_PACKAGE',
    publishedAt: '2026-07-08',
    imageUrl: '/images/beach.svg',
    html: `<p>Most people think of Goa as a winter beach destination, and from November to February it is. But from June to September, when the south-west monsoon arrives, Goa becomes a completely different place: green, quiet, dramatic and surprisingly good value.</p>
<h2>What changes in the monsoon</h2>
<ul>
<li>Swimming in the sea is unsafe, and water sports at sea are suspended.</li>
<li>Many beach shacks close, and the beaches are almost empty.</li>
<li>Hotels offer their lowest rates of the year.</li>
<li>The hinterland turns a vivid green, and every hillside has a waterfall.</li>
</ul>
<h2>Things to do</h2>
<p>Head inland to the Arvalem waterfall and its rock-cut caves, drive the misty Chorla Ghat, and walk through spice farms near Ponda, which are at their most fragrant in the rain. The churches of Old Goa and the painted lanes of Fontainhas in Panaji are as lovely under grey skies as blue ones.</p>
<h2>Festivals</h2>
<p>Late June brings São João, the feast of St John the Baptist, when young men in crowns of leaves and flowers leap into village wells and streams. Around the same time, villages hold boat processions and feasts. In August, Ganesh Chaturthi is celebrated with great devotion in Goan Hindu homes.</p>
<h2>Practical tips</h2>
<ol>
<li>Carry a good umbrella and quick-dry clothes.</li>
<li>Drive carefully: roads can flood and visibility drops in heavy rain.</li>
<li>Check that your hotel is open; some seasonal places close.</li>
<li>The Dudhsagar jeep trips usually stop in the monsoon, so plan other waterfalls.</li>
</ol>
<p>If you love rain, greenery and quiet, Goa in the monsoon may become your favourite season.</p>
<h2>Where to stay</h2>
<p>Choose a hotel with a covered veranda or a view of paddy fields rather than a beach shack, and look for places inland around Assagao, Aldona or the spice country near Ponda. Heritage homestays in old Portuguese houses are wonderful in the rain, with deep verandas, high ceilings and home-cooked Goan food. Rates are often half of the winter prices, which makes this a good time to try a place you could not otherwise afford.</p>
<h2>Getting there</h2>
<p>The Konkan Railway runs through the monsoon, and the views of waterfalls and rice fields from the train between Mumbai and Goa are among the best rail journeys in India. Flights land at both Mopa and Dabolim all year.</p>
<h2>Eating in the rain</h2>
<p>The monsoon is the season for Goan comfort food: spicy fish curry with rice, crisp prawn rissoles, sannas steamed in the kitchen and hot chilli-cheese toast in the village cafés. Fishing stops for the breeding season, so seafood menus shrink and prices rise, but dried fish and the curries made from it come into their own.</p>`,
  },
  {
    destination: 'varanasi',
    name: 'Dev Deepawali in Varanasi: How to Plan Your Visit',
    category: 'SEASONAL_PACKAGE',
    publishedAt: '2025-10-10',
    imageUrl: '/images/temple.svg',
    html: `<p>Fifteen days after Diwali, on the full moon of Kartik, Varanasi celebrates Dev Deepawali, the Diwali of the gods. Lakhs of clay lamps are lit along every ghat, from Assi to Raj Ghat, and the river reflects a line of light several kilometres long. It is one of the most beautiful sights in India.</p>
<h2>What happens on the day</h2>
<p>From late afternoon, volunteers line the steps of the ghats with diyas. At dusk they are lit, and the grand Ganga aarti at Dashashwamedh Ghat is performed with more priests and more ceremony than usual. Fireworks, music and cultural programmes continue into the night.</p>
<h2>Where to watch</h2>
<ul>
<li><strong>From a boat</strong>: the best view of the lamps along the whole riverfront. Boats are booked weeks or months in advance and prices rise sharply.</li>
<li><strong>From the ghats</strong>: you feel part of the celebration, but the crowds are intense near Dashashwamedh.</li>
<li><strong>From a rooftop</strong>: some hotels and guest houses on the ghats have terraces with excellent views.</li>
</ul>
<h2>Planning tips</h2>
<ol>
<li>Book your hotel and boat at least two to three months ahead.</li>
<li>Arrive a day early; the town is busy and roads near the ghats close to vehicles.</li>
<li>Keep valuables to a minimum and agree a meeting point with your group.</li>
<li>Stay a day after to see the quieter ghats and visit Sarnath.</li>
</ol>
<p>Dev Deepawali usually falls in November. The date follows the lunar calendar, so check it before booking flights.</p>
<h2>The days before</h2>
<p>The festival is the climax of a month of devotion in Kartik, when many people bathe in the Ganga at dawn and light lamps in the evening. In the days before Dev Deepawali, the ghats are quieter but already glowing, and a dawn boat ride is magical. Ganga Mahotsav, a festival of music and dance, is often held on the ghats in the same week. If you want to understand the spirit of the city rather than just see the lamps, arrive three or four days early and spend your mornings on the river.</p>
<h2>Getting there</h2>
<p>Varanasi airport is about 25 km from the city, and trains arrive at Varanasi Junction and Banaras stations from across India. On the festival day, roads near the ghats close to vehicles by afternoon, so reach your hotel early and walk the last stretch.</p>
<h2>Taking photographs</h2>
<p>The best light comes in the half hour after sunset, when the sky is still blue and the lamps are bright. A boat rocks, so use a fast setting rather than a long exposure, and never use flash on the aarti priests.</p>`,
  },
];
