/** Fact tables for the wildlife parks of the east and west: days, packages and FAQs. */
import { d, faq } from './catalogue';
import type { DestinationPlan } from './types';

const kaziranga: DestinationPlan = {
  destination: 'kaziranga',
  gateway: 'Guwahati airport or railway station',
  season: 'November to April',
  cost: 1.05,
  meals: 'AP',
  policy: 'wildlife',
  days: {
    arrive: d(
      'Guwahati to Kaziranga',
      'Pick-up at Guwahati and a drive of about five hours east along the Brahmaputra plains, past tea gardens, to Kaziranga. Evening at the orchid and biodiversity park near Kohora, with a Bihu dance performance.',
      ['Brahmaputra plains', 'Tea gardens', 'Kaziranga orchid park'],
      '{jungle} at Kaziranga',
    ),
    safaris: d(
      'Central and Western ranges',
      'A morning jeep safari in the Central range at Kohora and an afternoon safari in the Western range at Bagori, among the grasslands and swamps where rhinos, wild buffalo and swamp deer graze.',
      ['Central range at Kohora', 'Western range at Bagori'],
      '{jungle} at Kaziranga',
    ),
    'safari-east': d(
      'The Eastern range',
      'A jeep safari in the Eastern range at Agaratoli, best for birds, with pelicans, storks and fishing eagles on the wetlands, then a walk through a tea garden on the park’s edge.',
      ['Eastern range at Agaratoli', 'Tea garden walk'],
      '{jungle} at Kaziranga',
    ),
    'arrive-guwahati': d(
      'Arrival in Guwahati',
      'Pick-up and darshan at the Kamakhya Temple on Nilachal hill, one of the most revered Shakti Peethas, then a sunset cruise on the Brahmaputra.',
      ['Kamakhya Temple', 'Brahmaputra sunset cruise'],
      '{hotel} in Guwahati',
    ),
    shillong: d(
      'Guwahati to Shillong',
      'Drive about 100 km up into the Khasi hills, stopping at Umiam Lake, to Shillong. Evening at Ward’s Lake and Police Bazaar.',
      ['Umiam Lake', 'Ward’s Lake', 'Police Bazaar'],
      '{hotel} in Shillong',
    ),
    sohra: d(
      'Sohra (Cherrapunji)',
      'A day trip to Sohra, once the wettest place on earth, for the Nohkalikai Falls, the Mawsmai limestone cave and the Seven Sisters Falls, with Elephant Falls on the way.',
      ['Elephant Falls', 'Nohkalikai Falls', 'Mawsmai Cave', 'Seven Sisters Falls'],
      '{hotel} in Shillong',
    ),
    mawlynnong: d(
      'Mawlynnong and Dawki',
      'Visit Mawlynnong, known for its spotless lanes, walk across the living root bridge at Riwai, and take a boat on the clear green water of the Umngot river at Dawki.',
      ['Mawlynnong', 'Riwai living root bridge', 'Umngot river at Dawki'],
      '{hotel} in Shillong',
    ),
    'shillong-kaziranga': d(
      'Shillong to Kaziranga',
      'A long drive of about six hours down from the hills and east to Kaziranga.',
      ['Jorabat', 'Kaziranga'],
      '{jungle} at Kaziranga',
    ),
    'to-majuli': d(
      'Kaziranga to Majuli',
      'A morning safari, then a drive to Nimati Ghat near Jorhat and a ferry across the Brahmaputra to Majuli, one of the largest river islands in the world. Evening at a satra, a Vaishnavite monastery, for prayers and music.',
      ['Nimati Ghat', 'Brahmaputra ferry', 'Majuli satra'],
      'Bamboo cottage on Majuli',
    ),
    majuli: d(
      'A day on Majuli',
      'Cycle or drive between the satras of Auniati and Kamalabari, watch mask-making at Samaguri, and visit a Mising village of houses on stilts.',
      ['Auniati Satra', 'Kamalabari Satra', 'Samaguri mask-making', 'Mising village'],
      'Bamboo cottage on Majuli',
    ),
    bihu: d(
      'Rongali Bihu in the villages',
      'Spend the day with a village near Kaziranga celebrating Rongali Bihu, the Assamese new year, with Bihu dance and songs, pithas and a community feast.',
      ['Village Bihu celebration', 'Bihu dance'],
      '{jungle} at Kaziranga',
    ),
    depart: d(
      'Kaziranga to Guwahati',
      'A last bird walk near the lodge, then the drive back to Guwahati airport or station, about five hours.',
      ['Kaziranga', 'Guwahati'],
      null,
    ),
    'depart-jorhat': d(
      'Majuli to Jorhat',
      'Ferry back across the Brahmaputra and drive to Jorhat airport for your flight.',
      ['Brahmaputra ferry', 'Jorhat'],
      null,
    ),
  },
  packages: [
    {
      slug: 'kaziranga-rhino-safari',
      name: 'Kaziranga Rhino Safari',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'safaris', 'safari-east', 'depart'],
      blurb:
        'Three jeep safaris across Kaziranga’s ranges for rhinos, buffalo, elephants and birds.',
      pitch:
        'Kaziranga is the best place in the world to see the greater one-horned rhinoceros. Three jeep safaris take in the Central, Western and Eastern ranges, each with its own landscape, and you stay in a lodge among the tea gardens.',
      extras: ['Three jeep safaris with park entry and forest guard'],
      extraCost: 6000,
    },
    {
      slug: 'assam-meghalaya-kaziranga-family',
      name: 'Assam and Meghalaya Family Tour with Kaziranga',
      category: 'FAMILY',
      rating: 4,
      days: [
        'arrive-guwahati',
        'shillong',
        'sohra',
        'mawlynnong',
        'shillong-kaziranga',
        'safaris',
        'depart',
      ],
      blurb:
        'Kamakhya, the waterfalls of Sohra, the root bridges and clear river of Dawki, and Kaziranga.',
      pitch:
        'The best of the North East for families in a week. The Kamakhya Temple and the Brahmaputra, Shillong and the waterfalls and caves of Sohra, a living root bridge and the glass-clear river at Dawki, and two safaris in Kaziranga to end.',
      season: 'November to April',
      meals: 'MAP',
      extras: ['Two jeep safaris in Kaziranga'],
      extraCost: 4000,
    },
    {
      slug: 'kaziranga-majuli-nature',
      name: 'Kaziranga and Majuli Island',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'safaris', 'to-majuli', 'majuli', 'depart-jorhat'],
      blurb: 'Rhinos in Kaziranga and two nights among the satras and villages of Majuli.',
      pitch:
        'Wildlife and river life on the Brahmaputra. After two safaris in Kaziranga, cross by ferry to Majuli, a river island of paddy fields, wetlands and Vaishnavite monasteries, and stay in a simple bamboo cottage.',
      gateway: 'Guwahati airport or railway station | Jorhat airport',
      extras: ['Two jeep safaris in Kaziranga', 'Ferry tickets to and from Majuli'],
      extraCost: 4500,
    },
    {
      slug: 'assam-rongali-bihu',
      name: 'Rongali Bihu in Assam',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'bihu', 'safaris', 'depart'],
      blurb: 'The Assamese new year in a village near Kaziranga, with rhino safaris.',
      pitch:
        'Rongali Bihu, the spring festival and Assamese new year in mid-April, fills the villages with dance, song and food. Celebrate it with a village near Kaziranga and go on safari before the park closes for the monsoon.',
      season: false,
      months: [4],
      cancellation: 'festival',
      extras: ['Two jeep safaris in Kaziranga'],
      extraCost: 4000,
    },
  ],
  faqs: [
    faq(
      'When is Kaziranga National Park open?',
      'Usually from November (sometimes mid-October) to the end of April, when the park closes for the monsoon floods. Opening dates are announced each year by the forest department.',
    ),
    faq(
      'What is the best time to visit Kaziranga?',
      'November to April. The grass is burnt and short from February, which makes rhinos and other animals easier to see; winter mornings are misty and cool.',
    ),
    faq(
      'How do I reach Kaziranga?',
      'Guwahati airport is about 200 km away, and Jorhat airport about 100 km. The nearest railway station is Furkating, about 75 km away.',
    ),
    faq(
      'Which safari range is best?',
      'The Central range at Kohora is the most popular, the Western range at Bagori has the most rhinos in open grassland, and the Eastern range at Agaratoli is best for birds. Two or three safaris in different ranges are ideal.',
    ),
    faq(
      'How many rhinos are there in Kaziranga?',
      'The 2022 census counted about 2,600 greater one-horned rhinos in Kaziranga, roughly two-thirds of the world’s population.',
    ),
    faq(
      'Do we need a permit to visit Assam or Meghalaya?',
      'No permit is needed for Indian citizens in Assam or Meghalaya. Arunachal Pradesh, Nagaland, Mizoram and Manipur need an Inner Line Permit.',
    ),
    faq(
      'What should I wear on safari?',
      'Neutral colours, a warm layer for winter mornings, a hat and sunscreen. Jeeps are open, so a scarf helps against the dust.',
    ),
    faq(
      'What local food should I try?',
      'An Assamese thali with masor tenga (sour fish curry), duck or pork with bamboo shoot, khar and pitha rice cakes, with Assam tea of course.',
    ),
    faq(
      'What can I buy in Assam?',
      'Assam tea from the estates, muga and eri silk, gamosa towels, and cane and bamboo crafts.',
    ),
  ],
};

const gir: DestinationPlan = {
  destination: 'gir',
  gateway: 'Rajkot airport or Junagadh railway station',
  season: 'December to April',
  cost: 1,
  meals: 'AP',
  lodging: 'jungle',
  policy: 'wildlife',
  days: {
    arrive: d(
      'Arrival at Sasan Gir',
      'Pick-up and a drive to Sasan Gir, about four hours from Rajkot or an hour and a half from Junagadh. In the afternoon, visit the Devalia safari park, where lions are seen in a fenced part of the forest.',
      ['Sasan Gir', 'Devalia Safari Park'],
      '{stay} at Sasan Gir',
    ),
    safari: d(
      'Lion safaris in Gir',
      'Morning and afternoon jeep safaris on the Gir Jungle Trail with a forest guide, looking for lions among the teak and the dry river beds, with leopards, sambar, chital and marsh crocodiles on the way.',
      ['Gir Jungle Trail', 'Morning safari', 'Afternoon safari'],
      '{stay} at Sasan Gir',
    ),
    'safari-2': d(
      'Another day in the forest',
      'A morning safari on a different route, a visit to a Maldhari herders’ settlement on the forest edge to hear how they live alongside lions, and an afternoon at the Kamleshwar dam for crocodiles and birds.',
      ['Gir Jungle Trail', 'Maldhari settlement', 'Kamleshwar Dam'],
      '{stay} at Sasan Gir',
    ),
    'slow-day': d(
      'Safari and a slow afternoon',
      'A morning safari, then an afternoon at the resort, and a private dinner under the trees with Kathiyawadi food.',
      ['Gir Jungle Trail', 'Resort'],
      '{stay} at Sasan Gir',
    ),
    somnath: d(
      'Gir to Somnath',
      'A morning safari, then a drive of about 45 km to Somnath for darshan and the evening aarti and light-and-sound show by the sea.',
      ['Gir Jungle Trail', 'Somnath Temple'],
      '{hotel} in Somnath',
    ),
    diu: d(
      'Somnath to Diu',
      'Drive about 85 km to Diu, a former Portuguese island, for the sea fort, St Paul’s Church, the Naida caves and sunset at Nagoa beach.',
      ['Diu Fort', 'St Paul’s Church', 'Naida Caves', 'Nagoa Beach'],
      '{hotel} in Diu',
    ),
    velavadar: d(
      'Gir to Velavadar',
      'A long drive east to the Blackbuck National Park at Velavadar, a grassland where herds of blackbuck leap across the plain. Afternoon jeep safari, and in winter, thousands of harriers come in to roost at dusk.',
      ['Blackbuck National Park at Velavadar', 'Jeep safari', 'Harrier roost'],
      '{stay} at Velavadar',
    ),
    depart: d(
      'Departure',
      'After breakfast, drive to Junagadh station or Rajkot airport.',
      ['Junagadh', 'Rajkot'],
      null,
    ),
    'depart-diu': d(
      'Departure from Diu',
      'Transfer to Diu airport for your flight, or drive to Rajkot.',
      ['Diu airport'],
      null,
    ),
    'depart-bhavnagar': d(
      'Velavadar to Bhavnagar',
      'An early drive in the park, then the transfer to Bhavnagar airport or Ahmedabad.',
      ['Velavadar', 'Bhavnagar'],
      null,
    ),
  },
  packages: [
    {
      slug: 'gir-lion-safari',
      name: 'Gir Lion Safari',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'safari', 'depart'],
      blurb: 'The last wild Asiatic lions, on two jeep safaris and a visit to Devalia.',
      pitch:
        'The only place on earth to see wild Asiatic lions. Two jeep safaris on the Gir Jungle Trail and an afternoon at the Devalia safari park give you a very good chance of meeting them. Permits are released online and sell out fast, especially in winter.',
      extras: ['Two jeep safaris with permits and guide', 'Devalia safari park entry'],
      extraCost: 4500,
    },
    {
      slug: 'gir-somnath-diu-family',
      name: 'Gir, Somnath and Diu Family Holiday',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'safari', 'somnath', 'diu', 'depart-diu'],
      blurb: 'Lions in Gir, the Somnath Jyotirlinga and the Portuguese island of Diu.',
      pitch:
        'Lions, a great temple and a beach in one trip along the Saurashtra coast. Three safaris in Gir, the evening aarti at Somnath and a day in the old Portuguese island of Diu with its sea fort and beaches.',
      gateway: 'Rajkot airport or Junagadh railway station | Diu airport',
      meals: 'MAP',
      extras: ['Three jeep safaris with permits and guide'],
      extraCost: 6000,
    },
    {
      slug: 'gujarat-wildlife-gir-velavadar',
      name: 'Gujarat Wildlife: Gir Lions and Velavadar Blackbuck',
      category: 'WILDLIFE',
      rating: 4,
      days: ['arrive', 'safari', 'safari-2', 'velavadar', 'depart-bhavnagar'],
      blurb: 'Four lion safaris in Gir and the blackbuck herds and harrier roost of Velavadar.',
      pitch:
        'Two very different parks. Look for lions on four safaris in the teak forests of Gir, then cross Saurashtra to the grasslands of Velavadar for blackbuck, wolves and, in winter, one of the largest harrier roosts in the world.',
      gateway: 'Rajkot airport or Junagadh railway station | Bhavnagar',
      season: 'December to March',
      extras: ['Four jeep safaris in Gir and one at Velavadar, with permits'],
      extraCost: 10000,
    },
    {
      slug: 'gir-jungle-honeymoon',
      name: 'Gir Jungle Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      days: ['arrive', 'slow-day', 'depart'],
      blurb: 'A jungle resort, lion safaris and a private dinner under the trees.',
      pitch:
        'A short, wild honeymoon. Stay in a resort on the edge of Gir, go out in search of lions on two safaris, and end the days with a private Kathiyawadi dinner.',
      extras: ['Two jeep safaris with permits and guide'],
      extraCost: 4500,
    },
  ],
  faqs: [
    faq(
      'When is Gir National Park open?',
      'From 16 October to 15 June; the forest closes for the monsoon. The fenced Devalia safari park nearby keeps its own, longer season.',
    ),
    faq(
      'What is the best time to see lions in Gir?',
      'December to April is best, with cool mornings in winter and lions near water in the hotter months. Summer afternoons are very hot.',
    ),
    faq(
      'How do I book a Gir safari?',
      'Permits for the Gir Jungle Trail are sold online by the Gujarat forest department for three time slots a day, against each visitor’s ID. They open in advance and sell out for weekends and holidays.',
    ),
    faq(
      'How do I reach Gir?',
      'Sasan Gir is about 160 km from Rajkot airport, 60 km from Junagadh station and 45 km from Veraval and Somnath. Diu airport is about 100 km away.',
    ),
    faq(
      'How many lions live in Gir?',
      'The 2025 count found nearly 900 Asiatic lions in Gujarat, in and around Gir and along the Saurashtra coast, up from fewer than 200 in the 1960s.',
    ),
    faq(
      'How many days are enough for Gir?',
      'Two nights allow three or four safaris. Add a day each for Somnath, Diu or Junagadh and the Girnar ropeway.',
    ),
    faq(
      'What should I eat around Gir?',
      'Kathiyawadi food: bajra rotla, ringan no olo (smoked brinjal), sev tameta and fresh buttermilk. In May and June, don’t miss the Gir kesar mangoes.',
    ),
    faq(
      'Is there mobile network at Sasan Gir?',
      'Yes in the village and at most resorts, but not inside the forest.',
    ),
  ],
};

export const WILDLIFE_PLANS: DestinationPlan[] = [kaziranga, gir];
