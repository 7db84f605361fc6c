/** Fact tables for the devotional destinations: days, packages and FAQs. */
import { d, faq } from './catalogue';
import type { DestinationPlan } from './types';

const puri: DestinationPlan = {
  destination: 'puri',
  gateway: 'Bhubaneswar airport or railway station',
  season: 'October to March',
  cost: 0.85,
  meals: 'MAP',
  days: {
    arrive: d(
      'Bhubaneswar to Puri',
      'Pick-up at Bhubaneswar and a drive of about an hour and a half to Puri, stopping at the white Peace Pagoda at Dhauli, where Emperor Ashoka turned to Buddhism after the Kalinga war. Evening at Swargadwar on the beach.',
      ['Dhauli Shanti Stupa', 'Puri Beach', 'Swargadwar'],
      '{stay} in Puri',
    ),
    jagannath: d(
      'Jagannath darshan and Raghurajpur',
      'Early darshan at the Jagannath Temple and Mahaprasad at the Ananda Bazaar, followed by the Gundicha Temple. In the afternoon, visit the painters of Raghurajpur, whose whole village works in pattachitra.',
      ['Jagannath Temple', 'Ananda Bazaar', 'Gundicha Temple', 'Raghurajpur'],
      '{stay} in Puri',
    ),
    konark: d(
      'Konark Sun Temple by the Marine Drive',
      'Drive along the coast road past Ramachandi beach to Konark, where the thirteenth-century Sun Temple was built as a giant stone chariot with twenty-four carved wheels. Back to Puri for the evening.',
      ['Marine Drive', 'Ramachandi Beach', 'Konark Sun Temple', 'Chandrabhaga Beach'],
      '{stay} in Puri',
    ),
    chilika: d(
      'Chilika Lake at Satapada',
      'Drive about 50 km to Satapada on Chilika Lake, Asia’s largest brackish-water lagoon, for a boat ride to look for Irrawaddy dolphins and out to the sea mouth and Rajhans island.',
      ['Satapada', 'Chilika Lake', 'Irrawaddy dolphins', 'Chilika sea mouth'],
      '{stay} in Puri',
    ),
    'arrive-bbsr': d(
      'The temples of Bhubaneswar',
      'Pick-up and a day among the temples of Odisha’s capital: the Lingaraj, which only Hindus may enter, the Mukteswara with its carved gateway and the Rajarani, and the Jain caves of Udayagiri and Khandagiri from the second century BCE.',
      ['Lingaraj Temple', 'Mukteswara Temple', 'Rajarani Temple', 'Udayagiri and Khandagiri caves'],
      '{stay} in Bhubaneswar',
    ),
    'bbsr-puri': d(
      'Bhubaneswar to Puri via Dhauli and Pipili',
      'Stop at the Peace Pagoda at Dhauli and the appliqué workshops of Pipili, then check in at Puri and walk on the beach.',
      ['Dhauli Shanti Stupa', 'Pipili', 'Puri Beach'],
      '{stay} in Puri',
    ),
    'rath-eve': d(
      'Nabajoubana darshan',
      'On the day before the Rath Yatra, the deities give darshan again after their fortnight of rest, the Nabajoubana darshan. See the three great chariots standing ready on the Bada Danda.',
      ['Jagannath Temple', 'Bada Danda', 'The three chariots'],
      '{stay} in Puri',
    ),
    rath: d(
      'The Rath Yatra',
      'Watch from a reserved rooftop or balcony on the Bada Danda as Jagannath, Balabhadra and Subhadra are brought out and the chariots are pulled by thousands of devotees towards the Gundicha Temple.',
      ['Bada Danda', 'Rath Yatra procession'],
      '{stay} in Puri',
    ),
    depart: d(
      'Puri to Bhubaneswar',
      'Breakfast, then the drive back to Bhubaneswar airport or railway station.',
      ['Bhubaneswar'],
      null,
    ),
  },
  packages: [
    {
      slug: 'puri-rath-yatra-festival',
      name: 'Puri Rath Yatra Festival',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'rath-eve', 'rath', 'depart'],
      blurb:
        'The chariot festival of Jagannath, watched from a reserved rooftop on the Bada Danda.',
      pitch:
        'Once a year, in June or July, Lord Jagannath leaves his temple on a towering wooden chariot, pulled by a sea of devotees. This trip gives you a hotel in Puri for the festival and a reserved place to watch, away from the crush of the crowd.',
      season: false,
      months: [6, 7],
      cancellation: 'festival',
      veg: true,
      extras: ['Reserved rooftop or balcony place for the Rath Yatra'],
      extraCost: 2500,
    },
    {
      slug: 'odisha-golden-triangle',
      name: 'Odisha Golden Triangle: Bhubaneswar, Konark and Puri',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive-bbsr', 'bbsr-puri', 'jagannath', 'konark', 'depart'],
      blurb:
        'The temples of Bhubaneswar, the Sun Temple at Konark and the beach and temple town of Puri.',
      pitch:
        'The classic Odisha circuit for families: the temple city of Bhubaneswar, the Jagannath Temple and beach at Puri, the stone chariot of the Sun Temple at Konark, and the craft villages of Pipili and Raghurajpur.',
    },
    {
      slug: 'puri-chilika-nature',
      name: 'Puri and Chilika Lake Nature Break',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'chilika', 'konark', 'depart'],
      blurb: 'Irrawaddy dolphins and birds on Chilika Lake, the coast road and the Sun Temple.',
      pitch:
        'The wild coast of Odisha. Take a boat out on Chilika, Asia’s largest lagoon, where Irrawaddy dolphins surface and migratory birds crowd in winter, and drive the coast road to Konark.',
      season: 'November to February',
      extras: ['Boat ride on Chilika from Satapada'],
      extraCost: 800,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Puri?',
      'October to March is pleasant. The Rath Yatra in June or July is the biggest event of the year but very crowded and hot. Cyclones can strike the coast in October and November.',
    ),
    faq(
      'How do I reach Puri?',
      'Bhubaneswar airport is about 60 km away. Puri has its own railway station with direct trains from Kolkata, Delhi and other cities.',
    ),
    faq(
      'Who can enter the Jagannath Temple?',
      'Only Hindus may enter. Others can see the temple’s spire and flag from the rooftop of the Raghunandan Library opposite, for a small donation.',
    ),
    faq(
      'What is not allowed inside the Jagannath Temple?',
      'Mobile phones, cameras, leather items and footwear are not allowed; there are counters to leave them outside. Dress modestly.',
    ),
    faq(
      'When is the Rath Yatra?',
      'It is held on the second day of the bright fortnight of Ashadha in the Hindu calendar, which usually falls in June or July. The return journey, the Bahuda Yatra, is nine days later.',
    ),
    faq(
      'How many days are enough for Puri?',
      'Two days cover the temple, the beach and Konark. Add a day for Chilika Lake or for the temples of Bhubaneswar.',
    ),
    faq(
      'Is it safe to swim at Puri beach?',
      'The sea at Puri has strong currents. Swim only where lifeguards are on duty and avoid the water in rough weather or after dark.',
    ),
    faq(
      'What food should I try in Puri?',
      'The temple Mahaprasad from the Ananda Bazaar, Puri’s flaky khaja sweets, chhena poda, dalma, and fresh seafood away from the temple area.',
    ),
    faq(
      'What can I buy in Puri?',
      'Pattachitra paintings from Raghurajpur, appliqué work from Pipili, Sambalpuri and Bomkai textiles, and wooden images of Jagannath.',
    ),
  ],
};

const dwarka: DestinationPlan = {
  destination: 'dwarka',
  gateway: 'Jamnagar airport or Dwarka railway station',
  season: 'October to March',
  cost: 0.9,
  meals: 'MAP',
  veg: true,
  days: {
    arrive: d(
      'Arrival in Dwarka',
      'Pick-up and check-in. Walk down to the Gomti Ghat, where the river meets the sea, and climb the fifty-six steps of the Swarga Dwar to the Dwarkadhish Temple for the evening aarti.',
      ['Gomti Ghat', 'Dwarkadhish Temple'],
      '{stay} in Dwarka',
    ),
    bet: d(
      'Nageshwar, Rukmini and Bet Dwarka',
      'Visit the Nageshwar Jyotirlinga and the Rukmini Devi Temple, then drive to Okha and cross the Sudarshan Setu bridge to Bet Dwarka, where Krishna is said to have lived. Sunset at Shivrajpur, a Blue Flag beach.',
      [
        'Nageshwar Jyotirlinga',
        'Rukmini Devi Temple',
        'Sudarshan Setu',
        'Bet Dwarka',
        'Shivrajpur Beach',
      ],
      '{stay} in Dwarka',
    ),
    'to-somnath': d(
      'Dwarka to Somnath via Porbandar',
      'Drive down the coast to Porbandar for Kirti Mandir, the house where Mahatma Gandhi was born, and the Sudama temple, then on to Somnath for the evening aarti and the light-and-sound show by the sea.',
      ['Kirti Mandir in Porbandar', 'Sudama Temple', 'Somnath Temple'],
      '{stay} in Somnath',
    ),
    somnath: d(
      'Somnath Jyotirlinga and Bhalka Tirth',
      'Morning darshan at Somnath, the first of the twelve Jyotirlingas, then the Triveni Sangam, the Gita Mandir and Bhalka Tirth, where Krishna is said to have been struck by the hunter’s arrow.',
      ['Somnath Temple', 'Triveni Sangam', 'Gita Mandir', 'Bhalka Tirth'],
      '{stay} in Somnath',
    ),
    porbandar: d(
      'Porbandar day trip',
      'A drive of about 100 km down the coast to Porbandar, to see the house where Mahatma Gandhi was born, the Sudama temple and the seafront, and back to Dwarka for the evening.',
      ['Kirti Mandir in Porbandar', 'Sudama Temple', 'Porbandar chowpatty'],
      '{stay} in Dwarka',
    ),
    janmashtami: d(
      'Janmashtami in Dwarka',
      'Spend Janmashtami in Krishna’s own city, as the temple is decorated with flowers and the town sings bhajans through the day. At midnight, the moment of Krishna’s birth is celebrated with aarti, conches and bells.',
      ['Dwarkadhish Temple', 'Midnight Janmashtami aarti'],
      '{stay} in Dwarka',
    ),
    depart: d(
      'Departure',
      'Morning darshan, then the transfer to Dwarka station or Jamnagar airport, about two and a half hours.',
      ['Dwarkadhish Temple', 'Jamnagar'],
      null,
    ),
    'depart-somnath': d(
      'Somnath to Rajkot',
      'Drive to Rajkot airport, about four hours, or take a train from Veraval station.',
      ['Veraval', 'Rajkot'],
      null,
    ),
  },
  packages: [
    {
      slug: 'dwarka-somnath-jyotirlinga-yatra',
      name: 'Dwarka Somnath Jyotirlinga Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'bet', 'to-somnath', 'somnath', 'depart-somnath'],
      blurb:
        'Dwarkadhish, Nageshwar, Bet Dwarka and the Somnath Jyotirlinga on the Saurashtra coast.',
      pitch:
        'A pilgrimage along the Saurashtra coast: the Dwarkadhish Temple and Bet Dwarka, two Jyotirlingas at Nageshwar and Somnath, and Gandhi’s birthplace at Porbandar on the way.',
      gateway: 'Jamnagar airport or Dwarka railway station | Rajkot airport or Veraval station',
    },
    {
      slug: 'dwarka-janmashtami',
      name: 'Janmashtami in Dwarka',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'janmashtami', 'bet', 'depart'],
      blurb: 'Celebrate Krishna’s birthday at midnight in the Dwarkadhish Temple.',
      pitch:
        'Janmashtami, in August or September, is the most joyful day in Dwarka. Stay close to the temple for the midnight celebration and spend a day at Nageshwar and Bet Dwarka. Crowds are huge, so the plan keeps walking to a minimum.',
      season: false,
      months: [8, 9],
      cancellation: 'festival',
    },
    {
      slug: 'dwarka-porbandar-family',
      name: 'Dwarka and Porbandar Family Trip',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'bet', 'porbandar', 'depart'],
      blurb: 'Temples, the Sudarshan Setu to Bet Dwarka, Shivrajpur beach and Gandhi’s birthplace.',
      pitch:
        'An easy family trip to the western tip of Gujarat, with temples for the grandparents, the new bridge to Bet Dwarka and the clean sands of Shivrajpur for the children, and Gandhi’s house in Porbandar for everyone.',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Dwarka?',
      'October to March, when the weather is mild. Summers are hot and humid, and Janmashtami in August or September draws very large crowds.',
    ),
    faq(
      'How do I reach Dwarka?',
      'Jamnagar airport is about 130 km away, and Porbandar airport about 100 km. Dwarka railway station is on the Ahmedabad–Okha line, with trains from Ahmedabad, Mumbai and other cities.',
    ),
    faq(
      'What are the darshan timings at the Dwarkadhish Temple?',
      'The temple opens early in the morning and stays open until late evening, with a break of a few hours in the afternoon. The flag on the spire is changed several times a day.',
    ),
    faq(
      'How do we get to Bet Dwarka?',
      'Since 2024 the Sudarshan Setu, a cable-stayed bridge from Okha, links Bet Dwarka to the mainland by road. Boats from Okha also still run.',
    ),
    faq(
      'Are mobile phones allowed inside the temple?',
      'No. Phones, cameras and bags must be left at the counters outside the Dwarkadhish Temple.',
    ),
    faq(
      'How many days are enough for Dwarka?',
      'Two days cover Dwarka, Nageshwar and Bet Dwarka. Add two days for Porbandar and Somnath.',
    ),
    faq(
      'What should I eat in Dwarka?',
      'Gujarati and Kathiyawadi thalis, thepla, khaman and the sweets offered at the temple. Food in the town is vegetarian.',
    ),
    faq(
      'What can I buy in Dwarka?',
      'Bandhani tie-dye, temple souvenirs, conch shells and Gujarati handicrafts in the market around the temple.',
    ),
  ],
};

const rameshwaram: DestinationPlan = {
  destination: 'rameshwaram',
  gateway: 'Madurai airport or railway station',
  season: 'October to April',
  cost: 0.9,
  meals: 'MAP',
  veg: true,
  days: {
    'arrive-madurai': d(
      'Madurai and the Meenakshi Temple',
      'Pick-up at Madurai and darshan at the Meenakshi Amman Temple, with its towering painted gopurams and hall of a thousand pillars. Visit the Thirumalai Nayakkar Mahal, and return to the temple for the night ceremony when Shiva is carried to Meenakshi’s chamber.',
      ['Meenakshi Amman Temple', 'Thirumalai Nayakkar Mahal'],
      '{stay} in Madurai',
    ),
    'madurai-rameshwaram': d(
      'Madurai to Rameshwaram',
      'Drive about four hours to Rameshwaram, crossing the sea on the Pamban road bridge with the railway bridge beside it. Evening dip in the sea at Agni Theertham.',
      ['Pamban Bridge', 'Agni Theertham'],
      '{stay} in Rameshwaram',
    ),
    'temple-dhanushkodi': d(
      'Ramanathaswamy Temple and Dhanushkodi',
      'Bathe in the sacred wells inside the Ramanathaswamy Temple before darshan and walk its long pillared corridors. In the afternoon, drive to the ruins of Dhanushkodi and Arichal Munai, where the land ends, stopping at the Kothandaramaswamy Temple and the APJ Abdul Kalam memorial.',
      ['Ramanathaswamy Temple', 'Dhanushkodi', 'Arichal Munai', 'APJ Abdul Kalam Memorial'],
      '{stay} in Rameshwaram',
    ),
    'to-kanyakumari': d(
      'Rameshwaram to Kanyakumari',
      'A long drive of about 300 km down the coast to Kanyakumari, the southern tip of India, in time for sunset over the meeting of three seas.',
      ['Tiruchendur road', 'Kanyakumari sunset point'],
      '{stay} in Kanyakumari',
    ),
    kanyakumari: d(
      'Kanyakumari',
      'Sunrise over the sea, then a ferry to the Vivekananda Rock Memorial and the Thiruvalluvar statue, linked by a glass bridge. Darshan at the Kumari Amman Temple and, on the way out, the Suchindram temple.',
      [
        'Vivekananda Rock Memorial',
        'Thiruvalluvar Statue',
        'Kumari Amman Temple',
        'Suchindram Temple',
      ],
      '{stay} in Kanyakumari',
    ),
    'arrive-trichy': d(
      'Tiruchirappalli and Srirangam',
      'Pick-up at Tiruchirappalli and darshan at the Sri Ranganathaswamy Temple at Srirangam, one of the largest functioning temples in the world, within seven concentric walls. Evening climb to the Rockfort temple.',
      ['Sri Ranganathaswamy Temple at Srirangam', 'Rockfort Temple'],
      '{stay} in Tiruchirappalli',
    ),
    thanjavur: d(
      'Thanjavur and Darasuram',
      'Visit the Brihadeeswarar Temple at Thanjavur, built by Rajaraja Chola around 1010, and the exquisitely carved Airavatesvara Temple at Darasuram, both part of the UNESCO-listed Great Living Chola Temples.',
      ['Brihadeeswarar Temple', 'Airavatesvara Temple at Darasuram'],
      '{stay} in Kumbakonam',
    ),
    kumbakonam: d(
      'The temples of Kumbakonam',
      'A morning among the temples of Kumbakonam, the Sarangapani, Adi Kumbeswarar and Nageswaran, and the Mahamaham tank, then drive to Madurai.',
      ['Sarangapani Temple', 'Adi Kumbeswarar Temple', 'Mahamaham Tank'],
      '{stay} in Madurai',
    ),
    'madurai-temple': d(
      'Meenakshi Amman Temple',
      'A full morning at the Meenakshi Amman Temple with a guide to its gopurams and thousand-pillared hall, then the drive across the Pamban bridge to Rameshwaram.',
      ['Meenakshi Amman Temple', 'Pamban Bridge'],
      '{stay} in Rameshwaram',
    ),
    'temple-only': d(
      'Ramanathaswamy Temple',
      'An early bath at Agni Theertham and in the temple’s sacred wells, darshan, and time to walk the corridors and visit the Panchamukhi Hanuman temple with its floating stones.',
      ['Agni Theertham', 'Ramanathaswamy Temple', 'Panchamukhi Hanuman Temple'],
      '{stay} in Rameshwaram',
    ),
    'dhanushkodi-madurai': d(
      'Dhanushkodi and back to Madurai',
      'A morning drive to Dhanushkodi and Arichal Munai at the tip of the island, then back across the Pamban bridge to Madurai.',
      ['Dhanushkodi', 'Arichal Munai', 'Madurai'],
      '{stay} in Madurai',
    ),
    'arrive-kite': d(
      'Madurai to Rameshwaram',
      'Pick-up at Madurai and the drive across the Pamban bridge to your stay near the kitesurfing lagoons on Pamban Island. Meet your instructor in the evening.',
      ['Pamban Bridge', 'Kitesurfing school'],
      '{stay} in Rameshwaram',
    ),
    'kite-1': d(
      'Kitesurfing: first lessons',
      'Ground school on wind and safety, then flying a trainer kite on the beach and body-dragging in the flat, waist-deep water of the lagoon.',
      ['Kitesurfing lagoon', 'Trainer kite session'],
      '{stay} in Rameshwaram',
    ),
    'kite-2': d(
      'Kitesurfing: on the board',
      'Water starts with the board, with your instructor on a radio helmet guiding each attempt. Evening at Agni Theertham.',
      ['Kitesurfing lagoon', 'Agni Theertham'],
      '{stay} in Rameshwaram',
    ),
    'kite-3': d(
      'Kitesurfing: first rides',
      'A last morning session to link your first rides, then an afternoon drive to Dhanushkodi and the temple.',
      ['Kitesurfing lagoon', 'Dhanushkodi', 'Ramanathaswamy Temple'],
      '{stay} in Rameshwaram',
    ),
    'depart-madurai': d(
      'Departure from Madurai',
      'Transfer to Madurai airport or railway station for your onward journey.',
      ['Madurai airport'],
      null,
    ),
    'depart-rameshwaram': d(
      'Rameshwaram to Madurai',
      'Morning darshan, then the drive back to Madurai airport or station, about four hours.',
      ['Pamban Bridge', 'Madurai'],
      null,
    ),
    'depart-tvm': d(
      'Kanyakumari to Thiruvananthapuram',
      'Drive about 90 km to Thiruvananthapuram airport or station for your onward journey.',
      ['Nagercoil', 'Thiruvananthapuram'],
      null,
    ),
  },
  packages: [
    {
      slug: 'rameshwaram-madurai-kanyakumari',
      name: 'Madurai, Rameshwaram and Kanyakumari Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: [
        'arrive-madurai',
        'madurai-rameshwaram',
        'temple-dhanushkodi',
        'to-kanyakumari',
        'kanyakumari',
        'depart-tvm',
      ],
      blurb: 'Meenakshi Amman, Ramanathaswamy and Dhanushkodi, and sunrise at Kanyakumari.',
      pitch:
        'A yatra to the southern tip of India. Darshan at the Meenakshi Temple in Madurai, the sacred wells and corridors of Rameshwaram, the ruins of Dhanushkodi, and sunrise over three seas at Kanyakumari with the Vivekananda Rock.',
      gateway: 'Madurai airport or railway station | Thiruvananthapuram airport',
    },
    {
      slug: 'tamil-nadu-temple-trail',
      name: 'Tamil Nadu Temple Trail: Srirangam to Rameshwaram',
      category: 'RELIGIOUS',
      rating: 4,
      days: [
        'arrive-trichy',
        'thanjavur',
        'kumbakonam',
        'madurai-temple',
        'temple-only',
        'dhanushkodi-madurai',
        'depart-madurai',
      ],
      blurb:
        'Srirangam, the Chola temples of Thanjavur and Darasuram, Kumbakonam, Madurai and Rameshwaram.',
      pitch:
        'A week through the great temples of Tamil Nadu, from the seven walls of Srirangam and the Chola masterpieces of Thanjavur and Darasuram to Madurai’s Meenakshi and the Ramanathaswamy Temple on its island. A guide travels with you.',
      gateway: 'Tiruchirappalli airport | Madurai airport',
      extras: ['Temple guide throughout'],
      extraCost: 3000,
    },
    {
      slug: 'rameshwaram-kitesurfing',
      name: 'Rameshwaram Kitesurfing Course',
      category: 'WATER_ACTIVITY',
      rating: 3,
      days: ['arrive-kite', 'kite-1', 'kite-2', 'kite-3', 'depart-rameshwaram'],
      blurb: 'Learn to kitesurf on the flat, shallow lagoons of Pamban Island.',
      pitch:
        'The shallow lagoons and steady winds around Rameshwaram have made it one of India’s best places to learn kitesurfing. A three-day beginner course with a certified instructor, with time for the temple and Dhanushkodi.',
      season: 'April to October',
      veg: false,
      policy: 'adventure',
      extras: ['Three-day beginner kitesurfing course with certified instructor and equipment'],
      extraCost: 22000,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Rameshwaram?',
      'October to April is the most comfortable. The north-east monsoon brings heavy rain and occasional cyclones from October to December, and April to June is hot.',
    ),
    faq(
      'How do I reach Rameshwaram?',
      'Madurai airport is about 175 km away. Rameshwaram station has trains from Chennai and Madurai across the new Pamban rail bridge, and the road crosses the sea on its own bridge.',
    ),
    faq(
      'What is the ritual of the 22 theerthams?',
      'Pilgrims first bathe in the sea at Agni Theertham, then have water from the 22 sacred wells inside the temple poured over them before darshan. Bring a change of clothes, as you will be soaked.',
    ),
    faq(
      'Is there a dress code at the Ramanathaswamy Temple?',
      'Modest, traditional clothes are expected: a dhoti or trousers with a shirt for men, and a sari, salwar kameez or long skirt for women. Shorts are not allowed.',
    ),
    faq(
      'Can we visit Dhanushkodi?',
      'Yes, by road up to Arichal Munai at the tip of the island, usually only in daylight. The ruined town was destroyed by a cyclone in 1964.',
    ),
    faq(
      'How many days are enough for Rameshwaram?',
      'One and a half to two days cover the temple rituals and Dhanushkodi. Add a day for Madurai, and two more for Kanyakumari.',
    ),
    faq(
      'What should I eat in Rameshwaram?',
      'Vegetarian South Indian meals near the temple, with idli, dosa and filter coffee. Fresh seafood is served in restaurants away from the temple streets.',
    ),
    faq(
      'What can I buy in Rameshwaram?',
      'Conch shells and shell crafts, temple souvenirs and palm-leaf products. Buy shell items only from licensed shops.',
    ),
  ],
};

const kedarnath: DestinationPlan = {
  destination: 'kedarnath',
  gateway: 'Haridwar railway station or Dehradun airport',
  season: 'May to June and September to October',
  // The temple is open from about May to October; monsoon months run, though not the best.
  months: [5, 6, 7, 8, 9, 10],
  cost: 1.15,
  meals: 'MAP',
  veg: true,
  lodging: 'yatra',
  policy: 'yatra',
  cancellation: 'yatra',
  exclusions: ['Ponies, palkis, pithus and helicopter tickets unless listed above'],
  days: {
    'to-guptkashi': d(
      'Haridwar to Guptkashi',
      'A long drive up the Ganga and the Alaknanda past the confluences at Devprayag and Rudraprayag, then up the Mandakini valley to Guptkashi.',
      ['Devprayag', 'Rudraprayag', 'Guptkashi'],
      '{stay} in Guptkashi',
    ),
    'dehradun-guptkashi': d(
      'Dehradun to Guptkashi',
      'Pick-up at Dehradun airport and a long drive into the Garhwal hills via Rishikesh, Devprayag and Rudraprayag to Guptkashi, close to the helipads.',
      ['Rishikesh', 'Devprayag', 'Rudraprayag', 'Guptkashi'],
      '{stay} in Guptkashi',
    ),
    trek: d(
      'Trek to Kedarnath',
      'Drive to Sonprayag, take the shared jeep to Gaurikund and trek about 16 km up the Mandakini valley to Kedarnath, on foot or by pony or palki, in time for the evening aarti.',
      ['Sonprayag', 'Gaurikund', 'Kedarnath Temple'],
      'Tent camp or GMVN lodge at Kedarnath',
    ),
    'darshan-down': d(
      'Darshan and the walk down',
      'Early darshan at the temple, a visit to the Bhairavnath temple above the town and the Adi Shankaracharya samadhi behind the shrine, then the trek down to Gaurikund and the drive back to Guptkashi.',
      ['Kedarnath Temple', 'Bhairavnath Temple', 'Adi Shankaracharya Samadhi'],
      '{stay} in Guptkashi',
    ),
    helicopter: d(
      'Helicopter to Kedarnath',
      'Report at the helipad for a short flight of under ten minutes up the valley to Kedarnath. Walk to the temple for darshan and fly back down the same day, weather permitting.',
      ['Helipad near Guptkashi', 'Kedarnath Temple'],
      '{stay} in Guptkashi',
    ),
    'to-badrinath': d(
      'Guptkashi to Badrinath',
      'Drive via Ukhimath and the forests of Chopta, then down to the Alaknanda and up through Joshimath to Badrinath. Evening aarti at the Badrinath Temple.',
      ['Ukhimath', 'Chopta', 'Joshimath', 'Badrinath Temple'],
      '{stay} in Badrinath',
    ),
    badrinath: d(
      'Badrinath darshan and Mana',
      'Bathe at the Tapt Kund hot spring and take early darshan, then visit Mana village with the Vyas Gufa and Bhim Pul before driving down to Rudraprayag.',
      ['Tapt Kund', 'Badrinath Temple', 'Mana village', 'Vyas Gufa'],
      '{stay} in Rudraprayag',
    ),
    'to-rishikesh': d(
      'Down to Rishikesh',
      'Drive back down the valley to Rishikesh for the evening Ganga aarti at Parmarth Niketan.',
      ['Devprayag', 'Parmarth Niketan Ganga aarti'],
      '{stay} in Rishikesh',
    ),
    'to-chopta': d(
      'Ukhimath and on to Chopta',
      'Drive to Ukhimath for the Omkareshwar Temple, the winter seat of Kedarnath, and on through rhododendron forest to Chopta.',
      ['Omkareshwar Temple at Ukhimath', 'Chopta'],
      'Mountain lodge at Chopta',
    ),
    'chopta-rishikesh': d(
      'Chopta to Rishikesh',
      'A long drive back down to Rishikesh, with a stop at Devprayag, where the Bhagirathi and Alaknanda become the Ganga.',
      ['Devprayag', 'Rishikesh'],
      '{stay} in Rishikesh',
    ),
    depart: d(
      'Departure from Haridwar',
      'Morning visit to Har Ki Pauri, then the transfer to Haridwar station or Dehradun airport.',
      ['Har Ki Pauri', 'Haridwar'],
      null,
    ),
  },
  packages: [
    {
      slug: 'do-dham-kedarnath-badrinath',
      name: 'Do Dham Yatra: Kedarnath and Badrinath',
      category: 'RELIGIOUS',
      rating: 3,
      days: [
        'to-guptkashi',
        'trek',
        'darshan-down',
        'to-badrinath',
        'badrinath',
        'to-rishikesh',
        'depart',
      ],
      blurb: 'Kedarnath on foot and Badrinath by road, with the Ganga aarti at Rishikesh.',
      pitch:
        'The two great Himalayan shrines in one week. Trek to Kedarnath and stay a night near the temple, then cross the hills via Chopta to Badrinath for the evening aarti and Mana village, and end with the Ganga aarti in Rishikesh.',
      extras: ['Help with the Char Dham yatra registration'],
    },
    {
      slug: 'kedarnath-helicopter-yatra',
      name: 'Kedarnath Yatra by Helicopter',
      category: 'RELIGIOUS',
      rating: 4,
      days: ['dehradun-guptkashi', 'helicopter', 'to-rishikesh', 'depart'],
      blurb: 'A same-day helicopter return to Kedarnath from the Guptkashi valley.',
      pitch:
        'For pilgrims who cannot make the long trek. Fly up to Kedarnath from a helipad near Guptkashi in under ten minutes, take darshan and fly back the same day. Seats are sold only through the official portal and depend on the weather, so we keep a spare day in the plan.',
      gateway: 'Dehradun airport | Haridwar railway station',
      extras: ['Return helicopter tickets to Kedarnath, booked through the official portal'],
      extraCost: 8000,
    },
    {
      slug: 'kedarnath-tungnath-yatra',
      name: 'Kedarnath and Tungnath Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: [
        'to-guptkashi',
        'trek',
        'darshan-down',
        'to-chopta',
        'rishikesh:tungnath',
        'chopta-rishikesh',
        'depart',
      ],
      blurb: 'Two of the Panch Kedar: Kedarnath on foot and Tungnath, the highest Shiva temple.',
      pitch:
        'Kedarnath and Tungnath are two of the five Panch Kedar temples of Shiva. After the trek to Kedarnath, visit Ukhimath, where Kedarnath’s deity spends the winter, and climb to Tungnath and the Chandrashila summit for sunrise over the snows.',
      extras: ['Help with the Char Dham yatra registration', 'Trek guide for Tungnath'],
      extraCost: 1000,
    },
  ],
  faqs: [
    faq(
      'When is the Kedarnath Temple open?',
      'The doors usually open around Akshaya Tritiya in late April or May and close on Bhai Dooj after Diwali, in October or November. The exact dates are announced each year by the temple committee.',
    ),
    faq(
      'What is the best time for the Kedarnath yatra?',
      'May, June, September and October. July and August bring heavy monsoon rain and landslides, and the yatra is sometimes halted.',
    ),
    faq(
      'Is registration compulsory for Kedarnath?',
      'Yes. Every pilgrim must register for the Char Dham yatra with Uttarakhand Tourism, online or at the registration counters in Haridwar and Rishikesh, and carry it with photo ID.',
    ),
    faq(
      'How long is the Kedarnath trek?',
      'About 16 km from Gaurikund, climbing from about 1,980 to 3,580 metres. Most people take six to eight hours up; ponies, palkis and pithus can be hired at fixed rates.',
    ),
    faq(
      'How do I book the Kedarnath helicopter?',
      'Helicopter tickets from the Guptkashi, Phata and Sersi helipads are sold only on the official IRCTC heli-yatra portal, in limited slots released in advance. Beware of fake websites and agents selling these tickets.',
    ),
    faq(
      'Will I get altitude sickness at Kedarnath?',
      'Some pilgrims feel breathless or get headaches at 3,580 metres. Walk slowly, drink water, avoid hurrying the climb and use the medical posts on the route. People with heart or lung problems should consult a doctor first.',
    ),
    faq(
      'What should I pack for the Kedarnath yatra?',
      'A warm jacket, thermals, a raincoat or poncho, trekking shoes with a good grip, a torch, personal medicines and a small backpack. Nights are cold even in June.',
    ),
    faq(
      'How do I reach Kedarnath?',
      'Haridwar and Rishikesh are the railheads and Jolly Grant at Dehradun the nearest airport. From there, Sonprayag is about 230 km by road, and Gaurikund, the start of the trek, is reached by shared jeep.',
    ),
    faq(
      'Is there mobile network at Kedarnath?',
      'BSNL, Jio and Airtel work at Kedarnath and along much of the route, but the signal is unreliable in bad weather. Tell your family your plan before you start the trek.',
    ),
    faq(
      'Where do pilgrims stay at Kedarnath?',
      'In GMVN cottages, private lodges and tented camps near the temple, which are simple and fill up fast. We book the stay along with your package.',
    ),
  ],
};

const badrinath: DestinationPlan = {
  destination: 'badrinath',
  gateway: 'Haridwar railway station or Dehradun airport',
  season: 'May to June and September to October',
  // The temple is open from about May to October; monsoon months run, though not the best.
  months: [5, 6, 7, 8, 9, 10],
  cost: 1.15,
  meals: 'MAP',
  veg: true,
  lodging: 'yatra',
  policy: 'yatra',
  cancellation: 'yatra',
  exclusions: ['Ponies, palkis and porters unless listed above'],
  days: {
    'to-barkot': d(
      'Haridwar to Barkot',
      'Drive via Dehradun and Mussoorie, with a stop at Kempty Falls, down into the Yamuna valley to Barkot.',
      ['Dehradun', 'Mussoorie', 'Kempty Falls', 'Barkot'],
      '{stay} in Barkot',
    ),
    yamunotri: d(
      'Yamunotri',
      'Drive to Janki Chatti and walk about 6 km, or ride a pony, to the Yamunotri Temple. Cook rice in the hot spring of Surya Kund as prasad and pray at the Divya Shila before darshan. Back to Barkot.',
      ['Janki Chatti', 'Surya Kund', 'Divya Shila', 'Yamunotri Temple'],
      '{stay} in Barkot',
    ),
    'to-uttarkashi': d(
      'Barkot to Uttarkashi',
      'Drive across the hills to Uttarkashi on the Bhagirathi and visit its Kashi Vishwanath Temple in the evening.',
      ['Bhagirathi valley', 'Kashi Vishwanath Temple in Uttarkashi'],
      '{stay} in Uttarkashi',
    ),
    gangotri: d(
      'Gangotri',
      'Drive about 100 km up the Bhagirathi past the hot springs of Gangnani and the deodar forests of Harsil to Gangotri. Take darshan and bathe in the river, then return to Uttarkashi.',
      ['Gangnani', 'Harsil', 'Gangotri Temple'],
      '{stay} in Uttarkashi',
    ),
    'to-guptkashi': d(
      'Uttarkashi to Guptkashi',
      'A long drive across the Garhwal hills via Tehri lake and Srinagar to Guptkashi in the Mandakini valley.',
      ['Tehri Lake', 'Srinagar Garhwal', 'Guptkashi'],
      '{stay} in Guptkashi',
    ),
    'kedarnath-trek': d(
      'Trek to Kedarnath',
      'Drive to Sonprayag, take the shared jeep to Gaurikund and trek about 16 km to Kedarnath, or ride a pony or palki, for the evening aarti.',
      ['Sonprayag', 'Gaurikund', 'Kedarnath Temple'],
      'Tent camp or GMVN lodge at Kedarnath',
    ),
    'kedarnath-down': d(
      'Kedarnath darshan and descent',
      'Early darshan at Kedarnath, then the trek down and the drive back to Guptkashi.',
      ['Kedarnath Temple', 'Gaurikund'],
      '{stay} in Guptkashi',
    ),
    'to-badrinath': d(
      'Guptkashi to Badrinath',
      'Drive via Chopta and Joshimath to Badrinath. Bathe at Tapt Kund and attend the evening aarti at the Badrinath Temple.',
      ['Chopta', 'Joshimath', 'Tapt Kund', 'Badrinath Temple'],
      '{stay} in Badrinath',
    ),
    'badrinath-mana': d(
      'Badrinath and Mana',
      'Early darshan, a visit to Brahma Kapal on the riverbank, then Mana village, now signposted as the first village of India, with the Vyas Gufa and Bhim Pul. Drive down to Rudraprayag.',
      ['Badrinath Temple', 'Brahma Kapal', 'Mana village', 'Bhim Pul'],
      '{stay} in Rudraprayag',
    ),
    'auli-day': d(
      'Badrinath, Mana and Auli',
      'Early darshan and Mana village, then drive down to Joshimath and ride the chairlift or drive up to Auli, with its view of Nanda Devi.',
      ['Badrinath Temple', 'Mana village', 'Auli'],
      '{stay} in Joshimath',
    ),
    'joshimath-rudraprayag': d(
      'Joshimath to Rudraprayag',
      'Visit the Narsingh Temple in Joshimath, winter seat of Badrinath, and drive down the Alaknanda through the prayags to Rudraprayag.',
      ['Narsingh Temple in Joshimath', 'Karnaprayag', 'Rudraprayag'],
      '{stay} in Rudraprayag',
    ),
    'to-haridwar': d(
      'Rudraprayag to Haridwar',
      'Drive down via Devprayag to Haridwar for the evening Ganga aarti at Har Ki Pauri.',
      ['Devprayag', 'Har Ki Pauri'],
      '{stay} in Haridwar',
    ),
    'to-joshimath': d(
      'Rishikesh to Joshimath',
      'Pick-up at Haridwar or Dehradun and a long drive up the Alaknanda through all five prayags to Joshimath.',
      ['Devprayag', 'Rudraprayag', 'Karnaprayag', 'Joshimath'],
      '{stay} in Joshimath',
    ),
    'to-ghangaria': d(
      'Govindghat to Ghangaria',
      'Drive to Govindghat and on to Pulna, then trek about 10 km along the Lakshman Ganga to Ghangaria, the base for the Valley of Flowers and Hemkund Sahib.',
      ['Govindghat', 'Pulna', 'Ghangaria'],
      'Guest house in Ghangaria',
    ),
    valley: d(
      'The Valley of Flowers',
      'Walk about 4 km into the Valley of Flowers National Park, a UNESCO World Heritage Site, where hundreds of kinds of alpine flowers bloom among glaciers and streams. Return to Ghangaria.',
      ['Valley of Flowers National Park', 'Pushpawati river'],
      'Guest house in Ghangaria',
    ),
    hemkund: d(
      'Hemkund Sahib',
      'A steep climb of about 6 km to Hemkund Sahib, the gurdwara beside a glacial lake at about 4,630 metres, with the Lakshman temple beside it. Back to Ghangaria.',
      ['Hemkund Sahib', 'Hemkund lake', 'Lakshman Temple'],
      'Guest house in Ghangaria',
    ),
    'ghangaria-badrinath': d(
      'Ghangaria to Badrinath',
      'Walk down to Pulna and drive to Badrinath for the evening aarti.',
      ['Pulna', 'Govindghat', 'Badrinath Temple'],
      '{stay} in Badrinath',
    ),
    'badrinath-rishikesh': d(
      'Badrinath to Rishikesh',
      'Early darshan and a short visit to Mana, then the long drive down to Rishikesh.',
      ['Badrinath Temple', 'Mana village', 'Rishikesh'],
      '{stay} in Rishikesh',
    ),
    depart: d(
      'Departure from Haridwar',
      'After breakfast, transfer to Haridwar station or Dehradun airport.',
      ['Haridwar'],
      null,
    ),
  },
  packages: [
    {
      slug: 'char-dham-yatra-haridwar',
      name: 'Char Dham Yatra from Haridwar',
      category: 'RELIGIOUS',
      rating: 3,
      days: [
        'to-barkot',
        'yamunotri',
        'to-uttarkashi',
        'gangotri',
        'to-guptkashi',
        'kedarnath-trek',
        'kedarnath-down',
        'to-badrinath',
        'badrinath-mana',
        'to-haridwar',
        'depart',
      ],
      blurb: 'Yamunotri, Gangotri, Kedarnath and Badrinath by road in eleven days.',
      pitch:
        'The complete Chota Char Dham yatra, in the traditional order from west to east: Yamunotri, Gangotri, Kedarnath and Badrinath. A private vehicle and an experienced hill driver stay with you, and the plan allows time for the walks to Yamunotri and Kedarnath.',
      extras: ['Help with the Char Dham yatra registration'],
    },
    {
      slug: 'char-dham-yatra-deluxe',
      name: 'Char Dham Yatra Deluxe with Auli',
      category: 'RELIGIOUS',
      rating: 4,
      days: [
        'to-barkot',
        'yamunotri',
        'to-uttarkashi',
        'gangotri',
        'to-guptkashi',
        'kedarnath-trek',
        'kedarnath-down',
        'to-badrinath',
        'auli-day',
        'joshimath-rudraprayag',
        'to-haridwar',
        'depart',
      ],
      blurb:
        'The four dhams in the best hotels on the route, with a slower return via Auli and Joshimath.',
      pitch:
        'Our most comfortable Char Dham yatra, in the best available hotels on the route and an SUV throughout. The pace is gentler on the way back, with an afternoon at Auli and the Narsingh Temple in Joshimath.',
      extras: ['Help with the Char Dham yatra registration', 'Oxygen cylinder in the vehicle'],
      extraCost: 2000,
    },
    {
      slug: 'valley-of-flowers-hemkund-badrinath',
      name: 'Valley of Flowers, Hemkund Sahib and Badrinath',
      category: 'NATURE',
      rating: 2,
      days: [
        'to-joshimath',
        'to-ghangaria',
        'valley',
        'hemkund',
        'ghangaria-badrinath',
        'badrinath-rishikesh',
        'depart',
      ],
      blurb: 'Alpine flowers in bloom, the glacial lake of Hemkund Sahib and darshan at Badrinath.',
      pitch:
        'A monsoon trek to one of the Himalaya’s great sights. The Valley of Flowers blooms with hundreds of kinds of flowers from July to August, Hemkund Sahib sits beside a glacial lake, and the trip ends with darshan at Badrinath. The walks are long and steep, and rain is likely.',
      season: 'July to mid-September',
      veg: true,
      policy: 'trek',
      extras: ['Valley of Flowers entry fees', 'Trek guide'],
      extraCost: 2000,
    },
  ],
  faqs: [
    faq(
      'When is the Badrinath Temple open?',
      'From about late April or May until November. The opening date is announced on Basant Panchami and the closing date on Vijayadashami; in winter the deity is worshipped at Pandukeshwar and Joshimath.',
    ),
    faq(
      'How do I reach Badrinath?',
      'By road from Rishikesh, about 295 km, through Devprayag, Rudraprayag and Joshimath; allow ten to eleven hours. Haridwar and Rishikesh are the railheads and Dehradun’s Jolly Grant the nearest airport.',
    ),
    faq(
      'Is yatra registration needed for Badrinath?',
      'Yes. Registration for the Char Dham yatra is compulsory, online or at the counters in Haridwar and Rishikesh, and is checked on the way.',
    ),
    faq(
      'How many days does the Char Dham yatra take?',
      'About ten to twelve days from Haridwar by road for all four dhams. Badrinath alone takes four to five days, and Kedarnath with Badrinath about a week.',
    ),
    faq(
      'What is the ritual at Tapt Kund?',
      'Pilgrims bathe in the Tapt Kund hot spring below the temple before darshan. The water is hot and there are separate bathing areas for men and women.',
    ),
    faq(
      'What should I pack for Badrinath?',
      'Warm clothes even in summer, a rain jacket, good shoes, a torch and any personal medicines. Carry some cash, as ATMs on the route can run out in peak season.',
    ),
    faq(
      'When is the Valley of Flowers open?',
      'From 1 June to 31 October. The main bloom is from mid-July to mid-August, and a forest permit is bought at Ghangaria for each day’s entry.',
    ),
    faq(
      'Is altitude a concern at Badrinath?',
      'Badrinath is at about 3,100 metres, which most healthy pilgrims manage well by road. Climbing to Hemkund Sahib at about 4,630 metres is far harder, so take it slowly.',
    ),
    faq(
      'What is Mana village known for?',
      'Mana, 3 km from Badrinath near the Tibet border, is now signposted as the first village of India. It has the Vyas Gufa, where Ved Vyas is said to have composed the Mahabharata, and Bhim Pul over the Saraswati.',
    ),
  ],
};

const vaishnoDevi: DestinationPlan = {
  destination: 'vaishno-devi',
  gateway: 'Jammu airport or Katra railway station',
  season: 'March to October',
  cost: 0.85,
  meals: 'MAP',
  veg: true,
  exclusions: ['Ponies, palkis, battery cars and the Bhairon ropeway unless listed above'],
  days: {
    arrive: d(
      'Arrival in Katra',
      'Pick-up at Jammu airport or Katra station and check-in. Collect your RFID yatra card at the registration counter and rest for the climb.',
      ['Katra', 'Yatra registration counter'],
      '{stay} in Katra',
    ),
    yatra: d(
      'Yatra to the Bhawan',
      'Walk the paved path from Banganga via Ardhkuwari to the Bhawan, about 13 km, for darshan of the Pindis in the holy cave. Take the ropeway to the Bhairon Baba temple and walk back down to Katra.',
      ['Banganga', 'Ardhkuwari', 'Bhawan', 'Bhairon Baba Temple'],
      '{stay} in Katra',
    ),
    helicopter: d(
      'Helicopter yatra',
      'Fly from the Katra helipad to Sanjichhat in about eight minutes, walk the last 2.5 km to the Bhawan for darshan, and fly back to Katra the same day.',
      ['Katra helipad', 'Sanjichhat', 'Bhawan'],
      '{stay} in Katra',
    ),
    navratri: d(
      'Navratri darshan',
      'Climb to the Bhawan during Navratri, when the shrine is decorated with flowers and lights and special prayers are held. Queues are long, so we start early.',
      ['Banganga', 'Bhawan', 'Navratri decorations'],
      '{stay} in Katra',
    ),
    jammu: d(
      'Temples of Jammu',
      'Drive to Jammu for the Raghunath Temple complex, the Bawe Wali Mata temple at Bahu Fort and the Amar Mahal palace above the Tawi.',
      ['Raghunath Temple', 'Bahu Fort', 'Amar Mahal'],
      '{stay} in Katra',
    ),
    'shiv-khori': d(
      'Shiv Khori cave',
      'Drive about 80 km to Ransoo and walk about 3 km to the Shiv Khori cave, where a natural lingam is worshipped deep inside the hill.',
      ['Ransoo', 'Shiv Khori cave'],
      '{stay} in Katra',
    ),
    patnitop: d(
      'Katra to Patnitop',
      'Drive to Patnitop, a pine-forested ridge at about 2,000 metres, and on to the meadows of Sanasar and the Nag temple.',
      ['Patnitop', 'Nag Temple', 'Sanasar'],
      '{stay} in Patnitop',
    ),
    'to-srinagar': d(
      'Katra to Srinagar by train',
      'Board the train from Katra to Srinagar, crossing the Anji and Chenab bridges high above the rivers, and check in to a houseboat on Dal Lake for the evening shikara ride.',
      ['Katra station', 'Chenab Bridge', 'Srinagar', 'Dal Lake'],
      'Deluxe houseboat on Dal Lake',
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Jammu airport or Katra station.',
      ['Katra', 'Jammu'],
      null,
    ),
    'depart-jammu': d(
      'Patnitop to Jammu',
      'Drive down to Jammu, about three hours, for your flight or train.',
      ['Udhampur', 'Jammu'],
      null,
    ),
  },
  packages: [
    {
      slug: 'vaishno-devi-helicopter-darshan',
      name: 'Vaishno Devi Darshan by Helicopter',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'helicopter', 'depart'],
      blurb: 'Fly from Katra to Sanjichhat and walk the last stretch to the holy cave.',
      pitch:
        'For elderly pilgrims or those short of time. The Shrine Board’s helicopter takes you from Katra to Sanjichhat in minutes, leaving an easy walk to the Bhawan. Seats are released online by the Shrine Board and are limited, so book as early as you can.',
      extras: [
        'Return helicopter tickets Katra–Sanjichhat, subject to release by the Shrine Board',
      ],
      extraCost: 4500,
    },
    {
      slug: 'vaishno-devi-shiv-khori-patnitop',
      name: 'Vaishno Devi, Shiv Khori and Patnitop',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'yatra', 'shiv-khori', 'patnitop', 'depart-jammu'],
      blurb: 'Mata’s holy cave, the Shiv Khori cave shrine and a night in the pines of Patnitop.',
      pitch:
        'Two cave shrines and a hill station. After the yatra to Mata Vaishno Devi, visit the Shiv Khori cave with its natural lingam, and rest for a night among the pines of Patnitop before heading home.',
      gateway: 'Jammu airport or Katra railway station | Jammu',
    },
    {
      slug: 'vaishno-devi-navratri',
      name: 'Vaishno Devi Navratri Yatra',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'navratri', 'jammu', 'depart'],
      blurb: 'Darshan at the decorated Bhawan during Navratri, with the temples of Jammu.',
      pitch:
        'Navratri, in spring and again in autumn, is the most auspicious time to visit Mata Vaishno Devi, and the Bhawan is decorated for the festival. The crowds are large, so the plan allows a full day for the yatra.',
      season: false,
      // Chaitra and Sharad Navratri.
      months: [3, 4, 9, 10],
      cancellation: 'festival',
    },
    {
      slug: 'vaishno-devi-kashmir-family',
      name: 'Vaishno Devi and Kashmir Family Tour',
      category: 'FAMILY',
      rating: 3,
      days: [
        'arrive',
        'yatra',
        'to-srinagar',
        'kashmir:gulmarg-day',
        'kashmir:to-pahalgam',
        'kashmir:pahalgam',
        'kashmir:pahalgam-srinagar',
        'kashmir:depart',
      ],
      blurb: 'Mata’s darshan, the train to Srinagar over the Chenab bridge, Gulmarg and Pahalgam.',
      pitch:
        'Blessings first, then the valley. After the yatra from Katra, take the new train through the mountains to Srinagar, crossing the Chenab bridge, and spend five days among Dal Lake, Gulmarg and Pahalgam.',
      gateway: 'Jammu airport or Katra railway station | Srinagar airport',
      season: 'April to October',
      veg: false,
      exclusions: [
        'Local union cabs and ponies in Pahalgam and Gulmarg',
        'Gulmarg gondola tickets',
      ],
      extras: ['Train tickets from Katra to Srinagar'],
      extraCost: 1500,
    },
  ],
  faqs: [
    faq(
      'When is the best time for the Vaishno Devi yatra?',
      'The yatra runs all year. March to October is the most comfortable. Navratri and summer holidays are very crowded, and in winter the path can be cold, with snow at Bhairon Ghati.',
    ),
    faq(
      'How do I reach Katra?',
      'Shri Mata Vaishno Devi Katra station has direct trains from Delhi and other cities, including the Vande Bharat. Jammu airport is about 50 km away.',
    ),
    faq(
      'Is registration needed for the yatra?',
      'Yes. Every pilgrim needs an RFID yatra card, issued free at the registration counters in Katra or booked online on the Shrine Board website, and checked at Banganga.',
    ),
    faq(
      'How long is the walk to the Bhawan?',
      'About 13 km from Katra on a paved path with shelters, food and medical posts. It takes most people five to seven hours up. Ponies, palkis and battery cars (from Ardhkuwari) are available.',
    ),
    faq(
      'How do I book the helicopter to Sanjichhat?',
      'Tickets are sold on the Shrine Board’s website in limited numbers. The flight takes about eight minutes, and the walk from Sanjichhat to the Bhawan is about 2.5 km.',
    ),
    faq(
      'Can elderly pilgrims do the yatra?',
      'Yes, with the helicopter, a pony, a palki or the battery car, and by resting on the way. Those with heart or breathing problems should consult a doctor before going.',
    ),
    faq(
      'What is not allowed in the holy cave?',
      'Phones, cameras, belts, bags and leather items must be left in the free lockers near the Bhawan before darshan.',
    ),
    faq(
      'Do mobile phones work on the route?',
      'Postpaid connections work along most of the path. Prepaid connections from outside Jammu and Kashmir do not work in the Union Territory.',
    ),
    faq(
      'What food is available on the yatra?',
      'The Shrine Board runs clean vegetarian bhojanalayas along the route and at the Bhawan. In Katra and Jammu, try rajma-chawal and the local kalari cheese.',
    ),
    faq(
      'What can I buy in Katra?',
      'Dry fruits, shawls, prasad and religious souvenirs in the Katra market, and Basohli paintings and dogri crafts in Jammu.',
    ),
  ],
};

const tirupati: DestinationPlan = {
  destination: 'tirupati',
  gateway: 'Tirupati airport or railway station',
  season: 'September to February',
  cost: 0.85,
  meals: 'MAP',
  veg: true,
  days: {
    arrive: d(
      'Arrival in Tirupati',
      'Pick-up and check-in. Darshan at the Sri Padmavathi Ammavari Temple at Tiruchanoor, consort of Lord Venkateswara, and the Govindaraja Swamy Temple in town.',
      ['Sri Padmavathi Ammavari Temple', 'Govindaraja Swamy Temple'],
      '{stay} in Tirupati',
    ),
    tirumala: d(
      'Tirumala darshan',
      'An early drive up the ghat road to Tirumala. Offer hair at the Kalyanakatta if you wish, visit the Sri Varahaswamy Temple first as tradition asks, and take darshan of Lord Venkateswara with your special entry ticket. Collect the laddu prasadam and visit Akasa Ganga and Papavinasanam.',
      ['Kalyanakatta', 'Sri Varahaswamy Temple', 'Sri Venkateswara Temple', 'Akasa Ganga'],
      '{stay} in Tirupati',
    ),
    'kalahasti-depart': d(
      'Srikalahasti and departure',
      'Drive about 35 km to the Srikalahasti Temple, the Vayu lingam of the five elemental Shiva temples, then transfer to Tirupati airport or station.',
      ['Srikalahasti Temple', 'Tirupati'],
      null,
    ),
    talakona: d(
      'Talakona waterfall',
      'A day trip to Talakona, the highest waterfall in Andhra Pradesh, in the forest of the Sri Venkateswara National Park, with a short forest walk and a visit to the Siddheswara temple at its foot.',
      ['Sri Venkateswara National Park', 'Talakona Falls', 'Siddheswara Temple'],
      '{stay} in Tirupati',
    ),
    'arrive-chennai': d(
      'Arrival in Chennai',
      'Pick-up at Chennai and darshan at the Kapaleeshwarar Temple in Mylapore, with an evening on the Marina beach.',
      ['Kapaleeshwarar Temple', 'Marina Beach'],
      '{stay} in Chennai',
    ),
    kanchipuram: d(
      'Kanchipuram',
      'Drive about 75 km to Kanchipuram, the city of a thousand temples: the Ekambareswarar, the Kamakshi Amman, the Varadharaja Perumal and the Pallava-era Kailasanathar. Visit a silk weaver’s home, then drive on to Tirupati.',
      ['Ekambareswarar Temple', 'Kamakshi Amman Temple', 'Kailasanathar Temple', 'Silk weavers'],
      '{stay} in Tirupati',
    ),
    brahmotsavam: d(
      'Brahmotsavam and the Garuda Seva',
      'Spend the day at Tirumala during the Brahmotsavam, when the deity is taken in procession round the Mada streets on a different vahana each morning and evening. The Garuda Seva night draws the biggest crowds of the year.',
      ['Tirumala Mada streets', 'Vahana procession', 'Garuda Seva'],
      '{stay} in Tirupati',
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Tirupati airport or railway station.',
      ['Tirupati'],
      null,
    ),
  },
  packages: [
    {
      slug: 'tirupati-balaji-darshan',
      name: 'Tirupati Balaji Darshan',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'tirumala', 'kalahasti-depart'],
      blurb: 'Special entry darshan at Tirumala, Padmavathi Ammavari and Srikalahasti.',
      pitch:
        'A well-organised visit to Lord Venkateswara. We book your special entry darshan as soon as the TTD releases tickets, look after transfers on the ghat road, and add the Padmavathi temple at Tiruchanoor and the Srikalahasti temple.',
      extras: ['Special entry darshan tickets, subject to release by the TTD'],
      extraCost: 600,
    },
    {
      slug: 'chennai-kanchipuram-tirupati',
      name: 'Chennai, Kanchipuram and Tirupati Temple Tour',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive-chennai', 'kanchipuram', 'tirumala', 'depart'],
      blurb:
        'Kapaleeshwarar in Chennai, the temples and silk of Kanchipuram and darshan at Tirumala.',
      pitch:
        'Three sacred cities in four days. Begin at Mylapore’s Kapaleeshwarar Temple, spend a day among Kanchipuram’s great temples and silk looms, and end with darshan at Tirumala.',
      gateway: 'Chennai airport | Tirupati airport or railway station',
      extras: ['Special entry darshan tickets, subject to release by the TTD'],
      extraCost: 600,
    },
    {
      slug: 'tirupati-brahmotsavam',
      name: 'Tirumala Brahmotsavam',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'brahmotsavam', 'tirumala', 'depart'],
      blurb: 'The nine-day festival of Lord Venkateswara, with the Garuda Seva procession.',
      pitch:
        'The annual Brahmotsavam, usually in September or October, is Tirumala’s grandest festival, with the deity taken out on golden vahanas twice a day. We time your stay to the festival and plan darshan around the crowds.',
      season: false,
      months: [9, 10],
      cancellation: 'festival',
    },
    {
      slug: 'tirupati-talakona-family',
      name: 'Tirupati and Talakona Family Trip',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'tirumala', 'talakona', 'depart'],
      blurb: 'Darshan at Tirumala and a day at the forest waterfall of Talakona.',
      pitch:
        'A family pilgrimage with a day in nature. After darshan at Tirumala, spend a day at Talakona, the tallest waterfall in Andhra Pradesh, in the forests of the Sri Venkateswara National Park.',
      extras: ['Special entry darshan tickets, subject to release by the TTD'],
      extraCost: 600,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Tirupati?',
      'Darshan runs all year. September to February has the most pleasant weather, and weekdays outside school holidays and festivals are the least crowded. April to June is hot in the town, though cooler on the hills of Tirumala.',
    ),
    faq(
      'How do I book darshan at Tirumala?',
      'Special entry darshan tickets are released online by the Tirumala Tirupati Devasthanams (TTD) in advance and sell out quickly. Free sarva darshan is also available, with waits of many hours on busy days.',
    ),
    faq(
      'What is the dress code for Tirumala darshan?',
      'Traditional clothes are required: a dhoti or kurta-pyjama for men, and a sari or churidar with a dupatta for women. Jeans and shorts are not allowed in the queue.',
    ),
    faq(
      'How do I reach Tirupati?',
      'Tirupati airport at Renigunta is about 15 km from the town, and Tirupati has a major railway station. Chennai is about 140 km away by road.',
    ),
    faq(
      'Can we walk up to Tirumala?',
      'Yes. The Alipiri footpath has about 3,550 steps and takes four to six hours; the shorter Srivari Mettu path has about 2,400. Walking pilgrims can get a free darshan token on the way, subject to availability.',
    ),
    faq(
      'How many days are needed for Tirupati?',
      'One to two days for Tirumala darshan and the temples in town. Add a day for Srikalahasti, Kanipakam or Talakona.',
    ),
    faq(
      'Are phones allowed in the temple?',
      'No. Phones, cameras and bags must be deposited at the free counters before entering the queue complex.',
    ),
    faq(
      'Is food available at Tirumala?',
      'Yes. The TTD serves free vegetarian meals to pilgrims at its Annaprasadam complex, and there are many vegetarian restaurants. The laddu prasadam is given after darshan.',
    ),
    faq(
      'When is the Brahmotsavam?',
      'The annual Brahmotsavam is held over nine days, usually in September or October. The Garuda Seva on the fifth night is the most crowded day of the year.',
    ),
  ],
};

const shirdi: DestinationPlan = {
  destination: 'shirdi',
  gateway: 'Shirdi airport or Sainagar Shirdi railway station',
  season: 'October to March',
  cost: 0.85,
  meals: 'MAP',
  veg: true,
  days: {
    arrive: d(
      'Arrival in Shirdi',
      'Pick-up and check-in close to the temple. Darshan at the Samadhi Mandir and the Dhoop Aarti at sunset.',
      ['Samadhi Mandir', 'Dhoop Aarti'],
      '{stay} in Shirdi',
    ),
    'shirdi-shani': d(
      'Kakad Aarti, Dwarkamai and Shani Shingnapur',
      'Attend the Kakad Aarti before dawn, then visit Dwarkamai, the old mosque where Sai Baba lived and whose dhuni still burns, the Chavadi and the Gurusthan. In the afternoon, drive to Shani Shingnapur, the village famous for houses without doors.',
      ['Kakad Aarti', 'Dwarkamai', 'Chavadi', 'Gurusthan', 'Shani Shingnapur'],
      '{stay} in Shirdi',
    ),
    'shirdi-day': d(
      'A day in Shirdi',
      'The Kakad Aarti at dawn, Dwarkamai, the Chavadi, Gurusthan and the Lendi Baug garden, the Khandoba temple where Sai Baba first arrived, and a meal at the Sai Prasadalaya.',
      ['Kakad Aarti', 'Dwarkamai', 'Chavadi', 'Lendi Baug', 'Khandoba Temple'],
      '{stay} in Shirdi',
    ),
    nashik: d(
      'Shirdi to Nashik and Trimbakeshwar',
      'Drive to Trimbakeshwar, the Jyotirlinga near the source of the Godavari, and on to Nashik for Panchavati, the Kalaram Temple and the Ramkund ghat.',
      ['Trimbakeshwar Jyotirlinga', 'Panchavati', 'Kalaram Temple', 'Ramkund'],
      '{stay} in Nashik',
    ),
    ellora: d(
      'Ellora and Grishneshwar',
      'Drive to the Ellora caves, where Buddhist, Hindu and Jain temples were cut into the hillside, including the vast Kailasa temple carved from a single rock. Darshan at the Grishneshwar Jyotirlinga next door, then on to Chhatrapati Sambhajinagar.',
      ['Ellora Caves', 'Kailasa Temple', 'Grishneshwar Jyotirlinga'],
      '{stay} in Chhatrapati Sambhajinagar',
    ),
    'nashik-ellora': d(
      'Nashik to Ellora and Grishneshwar',
      'Drive to the Ellora caves and the Kailasa temple, then take darshan at the Grishneshwar Jyotirlinga, the third on this journey.',
      ['Ellora Caves', 'Kailasa Temple', 'Grishneshwar Jyotirlinga'],
      '{stay} in Chhatrapati Sambhajinagar',
    ),
    ajanta: d(
      'The Ajanta caves',
      'A day trip of about 100 km to the Ajanta caves, whose Buddhist paintings, some 2,000 years old, are among the finest in Asia. Return via the Bibi ka Maqbara.',
      ['Ajanta Caves', 'Bibi ka Maqbara'],
      '{stay} in Chhatrapati Sambhajinagar',
    ),
    'to-pune': d(
      'Chhatrapati Sambhajinagar to Pune',
      'Drive about 235 km to Pune, with the evening free at the Dagdusheth Halwai Ganpati temple.',
      ['Pune', 'Dagdusheth Halwai Ganpati Temple'],
      '{stay} in Pune',
    ),
    festival: d(
      'Festival day in Shirdi',
      'Join the celebrations at the Samadhi Mandir, with the palkhi procession through the town, bhajans and the temple kept open through the night on the main festival day.',
      ['Samadhi Mandir', 'Palkhi procession'],
      '{stay} in Shirdi',
    ),
    depart: d(
      'Departure',
      'Morning darshan, then the transfer to Shirdi airport or Sainagar Shirdi station.',
      ['Shirdi'],
      null,
    ),
    'depart-nashik': d(
      'Departure from Nashik',
      'Transfer to Nashik Road station, or drive on to Mumbai, about four hours.',
      ['Nashik Road'],
      null,
    ),
    'depart-aurangabad': d(
      'Departure',
      'Transfer to Chhatrapati Sambhajinagar airport or railway station.',
      ['Chhatrapati Sambhajinagar airport'],
      null,
    ),
    'bhimashankar-depart': d(
      'Bhimashankar and departure',
      'Drive about 110 km through the hills to the Bhimashankar Jyotirlinga in its forest, and back to Pune airport or station in the evening.',
      ['Bhimashankar Jyotirlinga', 'Pune'],
      null,
    ),
  },
  packages: [
    {
      slug: 'shirdi-sai-darshan-shani-shingnapur',
      name: 'Shirdi Sai Darshan with Shani Shingnapur',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'shirdi-shani', 'depart'],
      blurb: 'Darshan and aartis at the Samadhi Mandir, Dwarkamai and Shani Shingnapur.',
      pitch:
        'A calm, well-planned visit to Sai Baba’s Shirdi, with a hotel a short walk from the temple, the Kakad and Dhoop aartis, the places where Baba lived, and an afternoon at Shani Shingnapur.',
    },
    {
      slug: 'shirdi-nashik-trimbakeshwar',
      name: 'Shirdi, Nashik and Trimbakeshwar',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'shirdi-day', 'nashik', 'depart-nashik'],
      blurb: 'Sai Baba’s Shirdi, the Trimbakeshwar Jyotirlinga and the ghats of Nashik.',
      pitch:
        'Sai Baba’s Shirdi and the Godavari’s holy places in one trip: the Trimbakeshwar Jyotirlinga near the river’s source, and the Ramayana sites of Panchavati in Nashik.',
      gateway: 'Shirdi airport or Sainagar Shirdi railway station | Nashik Road station',
    },
    {
      slug: 'maharashtra-three-jyotirlinga-yatra',
      name: 'Shirdi and Three Jyotirlinga Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'shirdi-day', 'nashik', 'nashik-ellora', 'to-pune', 'bhimashankar-depart'],
      blurb: 'Shirdi with the Trimbakeshwar, Grishneshwar and Bhimashankar Jyotirlingas.',
      pitch:
        'Maharashtra has three of the twelve Jyotirlingas, and this yatra visits all of them with Shirdi: Trimbakeshwar near Nashik, Grishneshwar beside the Ellora caves and Bhimashankar in the forests of the Sahyadris.',
      gateway: 'Shirdi airport or Sainagar Shirdi railway station | Pune',
    },
    {
      slug: 'shirdi-ellora-ajanta-family',
      name: 'Shirdi, Ellora and Ajanta Family Tour',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'shirdi-shani', 'ellora', 'ajanta', 'depart-aurangabad'],
      blurb: 'Sai Baba’s Shirdi and the painted and carved caves of Ellora and Ajanta.',
      pitch:
        'A pilgrimage and two UNESCO World Heritage Sites. After Shirdi and Shani Shingnapur, explore the rock-cut temples of Ellora and the painted caves of Ajanta. Ellora is closed on Tuesdays and Ajanta on Mondays, and we plan around both.',
      gateway: 'Shirdi airport or Sainagar Shirdi railway station | Chhatrapati Sambhajinagar',
      veg: false,
    },
    {
      slug: 'shirdi-ram-navami-festival',
      name: 'Shirdi Festival Visit: Ram Navami or Guru Purnima',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'festival', 'depart'],
      blurb: 'Be in Shirdi for the palkhi and night-long celebrations of its great festivals.',
      pitch:
        'Shirdi celebrates three great festivals each year, Ram Navami in spring, Guru Purnima in the monsoon and Vijayadashami, the day of Sai Baba’s samadhi. This trip puts you close to the temple for the festival day, when the palkhi goes round the town.',
      season: false,
      // Ram Navami, Guru Purnima, Vijayadashami.
      months: [3, 4, 7, 10],
      cancellation: 'festival',
    },
  ],
  faqs: [
    faq(
      'How do I reach Shirdi?',
      'Shirdi airport has flights from several cities, and Sainagar Shirdi station has direct trains. By road, Shirdi is about 240 km from Mumbai, 185 km from Pune and 90 km from Nashik.',
    ),
    faq(
      'What are the aarti timings at Shirdi?',
      'There are four aartis a day: the Kakad Aarti before dawn, the Madhyan Aarti at noon, the Dhoop Aarti at sunset and the Shej Aarti at night. Passes for the aartis can be booked on the Sansthan’s website.',
    ),
    faq(
      'Is darshan free at Shirdi?',
      'Yes, general darshan is free. The Sai Baba Sansthan also sells paid darshan passes that shorten the wait.',
    ),
    faq(
      'How many days are enough for Shirdi?',
      'One day is enough for darshan and the main sites, and two days allow the aartis and Shani Shingnapur. Add two or three days for Nashik, Ellora and Ajanta.',
    ),
    faq(
      'When is Shirdi most crowded?',
      'On Thursdays, weekends, Ram Navami, Guru Purnima and Vijayadashami, and during school holidays. Weekday mornings are the quietest.',
    ),
    faq(
      'Is food available at the temple?',
      'The Sai Prasadalaya, run by the Sansthan, serves simple vegetarian meals to thousands of devotees every day at a nominal cost.',
    ),
    faq(
      'What should I carry or avoid?',
      'Phones and bags are not allowed inside the Samadhi Mandir; use the free lockers. Wear modest clothes, and buy offerings only from fixed-price shops.',
    ),
    faq(
      'What is the best season to visit Shirdi?',
      'October to March is cool and pleasant. April to June is hot, and the monsoon is green but humid.',
    ),
  ],
};

export const PILGRIMAGE_PLANS: DestinationPlan[] = [
  puri,
  dwarka,
  rameshwaram,
  kedarnath,
  badrinath,
  vaishnoDevi,
  tirupati,
  shirdi,
];
