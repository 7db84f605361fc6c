/** Fact tables for the south and the islands: days, packages and FAQs. */
import { d, faq } from './catalogue';
import type { DestinationPlan } from './types';

const goa: DestinationPlan = {
  destination: 'goa',
  gateway: 'Goa airport (Dabolim or Mopa) or Madgaon railway station',
  season: 'November to February',
  // Beach weather from October to March, around the peak months.
  months: [10, 11, 12, 1, 2, 3],
  cost: 1,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival in North Goa',
      'Pick-up from the airport or station and check-in near Candolim and Calangute. Spend the evening on the beach as the shacks light up.',
      ['Candolim Beach', 'Calangute Beach'],
      '{stay} in North Goa',
    ),
    north: d(
      'Forts and beaches of North Goa',
      'See Fort Aguada and its old lighthouse above the Mandovi estuary, then the red cliffs of Anjuna and the ruined walls of Chapora Fort, ending with sunset at Vagator.',
      ['Fort Aguada', 'Anjuna Beach', 'Chapora Fort', 'Vagator Beach'],
      '{stay} in North Goa',
    ),
    'old-goa': d(
      'Old Goa, Fontainhas and a Mandovi cruise',
      'Visit the Basilica of Bom Jesus, which holds the relics of St Francis Xavier, and the vast Se Cathedral in Old Goa. Walk the painted lanes of Fontainhas, the Latin quarter of Panaji, and end with a sunset cruise on the Mandovi.',
      ['Basilica of Bom Jesus', 'Se Cathedral', 'Fontainhas', 'Mandovi river cruise'],
      '{stay} in North Goa',
    ),
    spice: d(
      'Spice farm and the temples of Ponda',
      'Drive inland to Ponda for a guided walk through a spice plantation, with cardamom, pepper and vanilla on the vines and lunch served on a banana leaf. Visit the Mangueshi and Shantadurga temples, with their lamp towers.',
      ['Spice plantation near Ponda', 'Shri Mangueshi Temple', 'Shri Shantadurga Temple'],
      '{stay} in North Goa',
    ),
    dudhsagar: d(
      'Dudhsagar Falls and a spice farm',
      'Drive to Kulem and take a forest department jeep through the Bhagwan Mahavir Wildlife Sanctuary to the foot of Dudhsagar, a four-tiered waterfall of about 310 metres on the Karnataka border. Lunch at a spice farm on the way back.',
      ['Kulem', 'Bhagwan Mahavir Wildlife Sanctuary', 'Dudhsagar Falls', 'Spice plantation'],
      '{stay} in North Goa',
    ),
    chorao: d(
      'Chorao mangroves and Divar island',
      'Take the ferry across the Mandovi to Chorao for a canoe trip through the mangroves of the Salim Ali Bird Sanctuary, then cross to Divar, an island of old Portuguese villages and paddy fields.',
      ['Ribandar ferry', 'Salim Ali Bird Sanctuary', 'Divar island'],
      '{stay} in North Goa',
    ),
    'north-friends': d(
      'Anjuna, Vagator and the night market',
      'A lazy morning, then the cliffs of Anjuna (its flea market runs on Wednesdays), Chapora Fort and sunset at Vagator. If you are here on a Saturday, finish at the Arpora night market with its live music and food stalls.',
      ['Anjuna Beach', 'Chapora Fort', 'Vagator Beach', 'Arpora Saturday night market'],
      '{stay} in North Goa',
    ),
    grande: d(
      'Boat trip to Grande Island',
      'A day on a boat from Sinquerim to Grande Island, with dolphin spotting on the way, snorkelling in the clear water off the island and a seafood lunch on board.',
      ['Sinquerim jetty', 'Grande Island', 'Dolphin spotting'],
      '{stay} in North Goa',
    ),
    scuba: d(
      'Discover scuba at Grande Island',
      'A pool session with a PADI instructor, then a boat out to Grande Island for an introductory dive of about 10 to 12 metres among reef fish, and a look at the old Suzy’s wreck from the surface.',
      ['Dive centre pool', 'Grande Island reefs'],
      '{stay} in North Goa',
    ),
    kayak: d(
      'Mangrove kayaking and dolphins',
      'A dawn kayak through the mangrove creeks of the Nerul river with a guide, then an afternoon dolphin trip from Sinquerim at the mouth of the Mandovi.',
      ['Nerul river mangroves', 'Sinquerim', 'Dolphin trip'],
      '{stay} in North Goa',
    ),
    'water-sports': d(
      'Water sports at Baga',
      'A morning of parasailing, jet ski and banana rides with a licensed operator at Baga, and the afternoon free on the beach.',
      ['Baga Beach', 'Parasailing', 'Jet ski'],
      '{stay} in North Goa',
    ),
    'christmas-eve': d(
      'Christmas Eve in Panaji and Old Goa',
      'Walk through Fontainhas and Panaji, hung with stars and lanterns, and see the lit cribs outside the churches. At night, join the midnight Mass at the Immaculate Conception Church in Panaji or a village chapel.',
      ['Fontainhas', 'Church of Our Lady of the Immaculate Conception', 'Midnight Mass'],
      '{stay} in North Goa',
    ),
    'christmas-day': d(
      'Christmas Day by the sea',
      'A slow Christmas morning, a festive Goan lunch with sorpotel, xacuti and bebinca, and an evening on the beach with carol singers and the shacks decorated for the season.',
      ['Goan Christmas lunch', 'Candolim Beach'],
      '{stay} in North Goa',
    ),
    'monsoon-falls': d(
      'Monsoon waterfalls and caves',
      'Drive into the green hills of Sattari and Bicholim to the Arvalem waterfall and rock-cut caves, and on to the mist of the Chorla Ghat road, where streams pour off every hillside.',
      ['Arvalem waterfall', 'Arvalem caves', 'Chorla Ghat'],
      '{stay} in North Goa',
    ),
    'arrive-south': d(
      'Arrival in South Goa',
      'Private transfer to your resort in South Goa, where the room is ready for you. The evening is yours on the beach.',
      ['South Goa resort', 'Beach'],
      '{stay} in South Goa',
    ),
    'south-coast': d(
      'Cabo de Rama and Palolem',
      'Drive down the coast to the cliff-top fort of Cabo de Rama, then spend the afternoon on Palolem’s crescent of sand, with sunset over the bay.',
      ['Cabo de Rama Fort', 'Palolem Beach'],
      '{stay} in South Goa',
    ),
    butterfly: d(
      'Butterfly Beach by boat',
      'A small boat from Palolem to the hidden cove of Butterfly Beach, with dolphins often seen on the way, and a lazy afternoon at Agonda.',
      ['Palolem', 'Butterfly Beach', 'Agonda Beach'],
      '{stay} in South Goa',
    ),
    'south-old-goa': d(
      'Old Goa and a sunset cruise',
      'Drive north to the churches of Old Goa and the lanes of Fontainhas, then a sunset cruise on the Mandovi before dinner in Panaji.',
      ['Basilica of Bom Jesus', 'Fontainhas', 'Mandovi river cruise'],
      '{stay} in South Goa',
    ),
    'south-spa': d(
      'A day for yourselves',
      'A free day at the resort for the pool and the spa, ending with a candlelight dinner set up for two on the sand.',
      ['Resort spa', 'Candlelight dinner on the beach'],
      '{stay} in South Goa',
    ),
    depart: d(
      'Departure',
      'Breakfast and check-out, then the transfer to Goa airport or Madgaon station.',
      ['Goa airport'],
      null,
    ),
    'depart-south': d(
      'Departure',
      'A last swim before breakfast, then the transfer to the airport or Madgaon station.',
      ['Madgaon', 'Goa airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'goa-beach-and-heritage-escape',
      name: 'Goa Beach & Heritage Escape',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'north', 'old-goa', 'spice', 'depart'],
      blurb: 'North Goa’s beaches and forts, the churches of Old Goa and a spice farm lunch.',
      pitch:
        'This is the Goa that first-timers and families love: beaches and forts in the north, the UNESCO-listed churches of Old Goa and the lanes of Fontainhas, a sunset cruise, and a day inland among the spice farms and temples of Ponda.',
    },
    {
      slug: 'goa-friends-north-goa-getaway',
      name: 'North Goa Getaway with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'north-friends', 'grande', 'depart'],
      blurb: 'Anjuna, Chapora and Vagator, a boat day to Grande Island and the night markets.',
      pitch:
        'Four days in North Goa for a group of friends. Cliffs, forts and sunsets, a boat day out to Grande Island with snorkelling and lunch on board, and evenings on the beach or at the night market.',
      extras: ['Grande Island boat trip with snorkelling gear and lunch'],
      extraCost: 1800,
    },
    {
      slug: 'goa-dudhsagar-spice-trail',
      name: 'Goa Nature Trail: Dudhsagar, Spice Farms and Mangroves',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'dudhsagar', 'chorao', 'depart'],
      blurb: 'The Dudhsagar waterfall, a spice farm and a canoe through the Chorao mangroves.',
      pitch:
        'Green Goa, away from the beaches. Ride a jeep through the forest to the foot of the great Dudhsagar waterfall, lunch at a spice farm, and paddle through the mangroves of the Salim Ali Bird Sanctuary. The Dudhsagar jeeps do not run in the monsoon.',
      season: 'October to May',
      extras: ['Dudhsagar jeep safari', 'Mangrove canoe trip at Chorao'],
      extraCost: 1500,
    },
    {
      slug: 'goa-scuba-and-kayak',
      name: 'Goa Scuba, Kayak and Water Sports',
      category: 'WATER_ACTIVITY',
      rating: 4,
      days: ['arrive', 'scuba', 'kayak', 'water-sports', 'depart'],
      blurb: 'A discover scuba dive at Grande Island, mangrove kayaking and a day of water sports.',
      pitch:
        'Goa from the water. Try scuba diving with a PADI instructor, no experience needed, kayak through the Nerul mangroves at dawn, look for dolphins at the mouth of the Mandovi, and finish with parasailing and jet skis at Baga. Sea activities stop from June to September.',
      season: 'October to May',
      extras: [
        'Discover scuba dive with instructor and equipment',
        'Guided mangrove kayak and a dolphin trip',
        'Water-sports combo at Baga',
      ],
      extraCost: 8500,
    },
    {
      slug: 'goa-christmas-festive',
      name: 'Christmas in Goa',
      category: 'SEASONAL_PACKAGE',
      rating: 4,
      days: ['arrive', 'christmas-eve', 'christmas-day', 'north', 'depart'],
      blurb:
        'Midnight Mass, lit-up Fontainhas, a Goan Christmas lunch and the beaches of the north.',
      pitch:
        'Christmas is Goa’s favourite festival, and the whole state glows with stars, cribs and carols. Spend Christmas Eve in Panaji and at midnight Mass, Christmas Day with a Goan feast by the sea, and a day among the forts and beaches. Hotel rates peak at this time, so book early.',
      season: false,
      months: [12],
      cancellation: 'festival',
    },
    {
      slug: 'goa-monsoon-escape',
      name: 'Goa Monsoon Escape',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'monsoon-falls', 'spice', 'depart'],
      blurb: 'Waterfalls, spice farms and green hills, at the year’s best hotel rates.',
      pitch:
        'From June to September the rains turn Goa emerald, the waterfalls roar and the beaches are empty. Swimming in the sea is not safe then, so this trip heads inland to the Arvalem falls, the Chorla Ghat and the spice farms of Ponda. Late June brings the São João festival, when young men leap into village wells.',
      season: 'June to September',
    },
    {
      slug: 'goa-luxury-south-goa-honeymoon',
      name: 'South Goa Luxury Honeymoon',
      category: 'HONEYMOON',
      rating: 5,
      lodging: 'resort',
      days: [
        'arrive-south',
        'south-coast',
        'butterfly',
        'south-old-goa',
        'south-spa',
        'depart-south',
      ],
      blurb:
        'A five-star beach resort, a boat to Butterfly Beach and a candlelight dinner on the sand.',
      pitch:
        'Five nights at a five-star resort on the quiet beaches of South Goa. Explore the cliff fort of Cabo de Rama and the bay at Palolem, take a boat to the hidden Butterfly Beach, spend an evening among the churches of Old Goa and keep a whole day for the spa.',
      meals: 'MAP',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Goa?',
      'November to February is the peak beach season, dry and warm with calm seas. March to May is hotter and quieter. The monsoon, from June to September, is lush and cheap, but swimming and water sports at sea are stopped.',
    ),
    faq(
      'How do I reach Goa?',
      'Goa has two airports: Dabolim in the south-centre and Manohar International at Mopa in the north. Madgaon (Margao), Thivim and Karmali are the main railway stations on the Konkan Railway, and Goa is about 590 km from Mumbai by road.',
    ),
    faq(
      'North Goa or South Goa: where should we stay?',
      'North Goa, around Calangute, Baga, Anjuna and Vagator, is lively, with nightlife and water sports. South Goa, from Colva to Palolem, is quieter, with cleaner, emptier beaches. Families and couples often prefer the south; groups of friends the north.',
    ),
    faq(
      'How many days are enough for Goa?',
      'Four to five days cover the beaches, Old Goa and a spice farm. A week allows both North and South Goa at an easy pace.',
    ),
    faq(
      'Is it safe to swim in the sea in Goa?',
      'Swim only where lifeguards are on duty and between their flags, and never in the monsoon or after drinking. Currents can be strong even on calm-looking days.',
    ),
    faq(
      'When are water sports available in Goa?',
      'From October to May. They are suspended from June to September because of rough seas. Use licensed operators and insist on life jackets.',
    ),
    faq(
      'What local food should I try in Goa?',
      'Fish curry rice, prawn balchão, chicken cafreal and xacuti, pork vindaloo and sorpotel, the layered sweet bebinca, and poi bread from the village bakers. Vegetarians will enjoy Goan Hindu dishes such as khatkhate.',
    ),
    faq(
      'What can I buy in Goa?',
      'Cashew nuts, Goan spices and vinegar, feni, azulejo-style painted tiles, and clothes and trinkets from the Anjuna and Mapusa markets.',
    ),
    faq(
      'Can we rent a scooter in Goa?',
      'Yes, scooters are widely rented, but you need a valid driving licence and a helmet, and police checks are frequent. Roads are busy at night, so we suggest a taxi after dark.',
    ),
    faq(
      'Is there mobile network on Goa’s beaches?',
      'Yes, all major networks work well across Goa, including the beaches. Most hotels and cafés have Wi-Fi.',
    ),
  ],
};

const kerala: DestinationPlan = {
  destination: 'kerala',
  gateway: 'Kochi airport or Ernakulam railway station',
  season: 'October to March',
  cost: 1.05,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival in Kochi',
      'Pick-up and check-in. In the afternoon, walk through Fort Kochi past the Chinese fishing nets, St Francis Church and the Santa Cruz Basilica, and watch a Kathakali performance in the evening.',
      ['Chinese fishing nets', 'St Francis Church', 'Santa Cruz Basilica', 'Kathakali show'],
      '{stay} in Kochi',
    ),
    'to-munnar': d(
      'Kochi to Munnar',
      'Drive about four hours into the Western Ghats, past rubber plantations and the Cheeyappara and Valara waterfalls, to the tea-covered hills of Munnar.',
      ['Cheeyappara Falls', 'Valara Falls', 'Munnar'],
      '{stay} in Munnar',
    ),
    munnar: d(
      'Munnar: Eravikulam and the tea museum',
      'Look for the Nilgiri tahr in Eravikulam National Park, learn how tea is made at the Tea Museum, and see Mattupetty Dam and Echo Point.',
      ['Eravikulam National Park', 'Tea Museum', 'Mattupetty Dam', 'Echo Point'],
      '{stay} in Munnar',
    ),
    'to-thekkady': d(
      'Munnar to Thekkady',
      'Drive through cardamom country to Thekkady for a guided spice garden walk, and a Kalaripayattu martial arts show in the evening.',
      ['Cardamom hills', 'Spice garden', 'Kalaripayattu show'],
      '{stay} in Thekkady',
    ),
    periyar: d(
      'Periyar Tiger Reserve',
      'An early boat ride on Periyar Lake, where elephants and gaur come down to drink, followed by a guided nature walk with a forest department tracker.',
      ['Periyar Lake boat ride', 'Periyar nature walk'],
      '{stay} in Thekkady',
    ),
    houseboat: d(
      'Houseboat on the backwaters',
      'Drive to Alappuzha and board your houseboat around noon. Cruise the Vembanad backwaters past paddy fields, churches and village canals, while the crew cooks Kerala lunch, tea and dinner on board.',
      ['Alappuzha', 'Vembanad backwaters', 'Village canals'],
      '{houseboat} on the Vembanad backwaters',
    ),
    'to-kovalam': d(
      'Backwaters to Kovalam',
      'Leave the houseboat after breakfast and drive south along the coast to Kovalam, with the evening on the Lighthouse Beach.',
      ['Alappuzha', 'Kovalam Lighthouse Beach'],
      '{stay} in Kovalam',
    ),
    kovalam: d(
      'Thiruvananthapuram and Kovalam',
      'Visit the Napier Museum and, for Hindu visitors in traditional dress, the Padmanabhaswamy Temple in Thiruvananthapuram. Afternoon on the beach at Kovalam.',
      ['Napier Museum', 'Padmanabhaswamy Temple', 'Kovalam Beach'],
      '{stay} in Kovalam',
    ),
    kumarakom: d(
      'Kumarakom bird sanctuary and village canoe',
      'A dawn walk in the Kumarakom Bird Sanctuary on the shore of Vembanad Lake, then a country-boat ride through narrow village canals, with toddy tappers, coir makers and duck farmers at work.',
      ['Kumarakom Bird Sanctuary', 'Village canal canoe ride'],
      '{resort} at Kumarakom',
    ),
    'alleppey-kayak': d(
      'Kochi to Alappuzha and a canal kayak',
      'Drive to Alappuzha and set off by kayak with a local guide into canals too narrow for houseboats, stopping for breakfast at a village home. Stay by the backwaters.',
      ['Alappuzha', 'Kainakary canals', 'Village breakfast'],
      '{stay} in Alappuzha',
    ),
    'to-varkala': d(
      'Alappuzha to Varkala',
      'Drive south to Varkala, where red laterite cliffs drop to the sea. Sunset from the cliff path, lined with cafés.',
      ['Varkala North Cliff', 'Papanasam Beach'],
      '{stay} in Varkala',
    ),
    varkala: d(
      'Varkala cliffs and a surf lesson',
      'A beginner’s surf lesson on the beach in the morning, the old Janardhana Swamy temple, and a lazy afternoon in the cliff-top cafés.',
      ['Varkala Beach surf lesson', 'Janardhana Swamy Temple', 'Varkala cliff'],
      '{stay} in Varkala',
    ),
    thattekad: d(
      'Thattekad Bird Sanctuary',
      'Drive about 60 km to Thattekad, the bird sanctuary where Salim Ali worked, for a guided walk in search of the Sri Lanka frogmouth, Malabar grey hornbills and Malabar trogons. Continue up to Munnar.',
      ['Thattekad Bird Sanctuary', 'Munnar'],
      '{stay} in Munnar',
    ),
    'periyar-trek': d(
      'Periyar forest trek',
      'A half-day guided trek in the Periyar Tiger Reserve with forest department trackers, through evergreen forest and grassland, looking for elephants, gaur, Nilgiri langurs and hornbills. Boat ride on the lake in the afternoon.',
      ['Periyar forest trek', 'Periyar Lake boat ride'],
      '{stay} in Thekkady',
    ),
    'ayur-arrive': d(
      'Arrival at the Ayurveda resort',
      'Pick-up from Thiruvananthapuram airport and transfer to an Ayurvedic resort near Kovalam. Meet the resident doctor for a consultation, who plans your treatments and diet.',
      ['Thiruvananthapuram airport', 'Ayurveda resort near Kovalam'],
      '{resort} near Kovalam',
    ),
    'ayur-1': d(
      'Abhyanga and morning yoga',
      'Morning yoga, then an abhyanga full-body oil massage by two therapists working in rhythm. Light, freshly cooked meals to suit your constitution.',
      ['Yoga session', 'Abhyanga massage'],
      '{resort} near Kovalam',
    ),
    'ayur-2': d(
      'Herbal kizhi and rain walks',
      'A treatment with warm herbal poultices, or kizhi, and time to walk on the beach between the showers.',
      ['Kizhi treatment', 'Beach walk'],
      '{resort} near Kovalam',
    ),
    'ayur-3': d(
      'Shirodhara',
      'Shirodhara, a steady stream of warm oil poured on the forehead to calm the mind, followed by a quiet afternoon and a talk on Ayurvedic daily routines.',
      ['Shirodhara', 'Talk on Ayurvedic routines'],
      '{resort} near Kovalam',
    ),
    'ayur-4': d(
      'Cooking and a closing consultation',
      'A final treatment, a demonstration of Kerala vegetarian cooking, and a closing consultation with advice to take home.',
      ['Treatment', 'Cooking demonstration', 'Doctor’s consultation'],
      '{resort} near Kovalam',
    ),
    'wayanad-in': d(
      'Kozhikode to Wayanad',
      'Pick-up at Kozhikode and drive up the nine hairpin bends of the Thamarassery ghat into Wayanad, a green plateau of coffee, tea and pepper. Evening at Pookode Lake.',
      ['Thamarassery ghat', 'Lakkidi viewpoint', 'Pookode Lake'],
      '{stay} in Wayanad',
    ),
    edakkal: d(
      'Edakkal Caves and Banasura Sagar',
      'Climb to the Edakkal Caves, whose walls carry carvings thousands of years old, then visit Banasura Sagar, the largest earth dam in India, with islands scattered across its lake.',
      ['Edakkal Caves', 'Banasura Sagar Dam'],
      '{stay} in Wayanad',
    ),
    soochipara: d(
      'Soochipara Falls and a plantation walk',
      'A forest walk down to Soochipara Falls, which drop in three tiers, and an afternoon walk through a coffee and pepper plantation with the planter.',
      ['Soochipara Falls', 'Coffee and pepper plantation'],
      '{stay} in Wayanad',
    ),
    tholpetty: d(
      'Tholpetty wildlife safari',
      'An early jeep safari in the Tholpetty range of the Wayanad Wildlife Sanctuary, good for elephants, gaur and deer, and a visit to the Thirunelli temple in the forest.',
      ['Tholpetty Wildlife Sanctuary', 'Thirunelli Temple'],
      '{stay} in Wayanad',
    ),
    depart: d(
      'Departure from Kochi',
      'Breakfast, then the transfer to Kochi airport or Ernakulam station.',
      ['Kochi airport'],
      null,
    ),
    'depart-houseboat': d(
      'Houseboat to Kochi',
      'Breakfast on board as the boat returns to the jetty, then the drive of about two hours to Kochi airport.',
      ['Alappuzha jetty', 'Kochi airport'],
      null,
    ),
    'depart-thekkady': d(
      'Thekkady to Kochi',
      'A last walk in the spice gardens, then the drive of about four and a half hours to Kochi airport.',
      ['Thekkady', 'Kochi airport'],
      null,
    ),
    'depart-tvm': d(
      'Departure from Thiruvananthapuram',
      'Breakfast by the sea, then the transfer to Thiruvananthapuram airport or station.',
      ['Thiruvananthapuram airport'],
      null,
    ),
    'depart-kumarakom': d(
      'Kumarakom to Kochi',
      'A slow breakfast by the lake, then the drive of about two hours to Kochi airport.',
      ['Kumarakom', 'Kochi airport'],
      null,
    ),
    'depart-calicut': d(
      'Wayanad to Kozhikode',
      'Drive back down the ghat road to Kozhikode airport or station.',
      ['Thamarassery ghat', 'Kozhikode'],
      null,
    ),
  },
  packages: [
    {
      slug: 'kerala-grand-tour',
      name: 'Kerala Grand Tour: Hills, Backwaters and Beaches',
      category: 'FAMILY',
      rating: 4,
      days: [
        'arrive',
        'to-munnar',
        'munnar',
        'to-thekkady',
        'periyar',
        'houseboat',
        'to-kovalam',
        'kovalam',
        'depart-tvm',
      ],
      blurb:
        'Fort Kochi, Munnar’s tea hills, Periyar, a houseboat night and the beaches of Kovalam.',
      pitch:
        'All of Kerala in nine days. Begin in the old port of Fort Kochi, spend two nights among the tea gardens of Munnar and two in the spice hills of Thekkady, cruise the backwaters on a private houseboat and end on the beaches of Kovalam.',
      gateway: 'Kochi airport | Thiruvananthapuram airport',
      extras: ['All meals on the houseboat', 'Boat ride on Periyar Lake'],
      extraCost: 1000,
    },
    {
      slug: 'kerala-periyar-thattekad-wildlife',
      name: 'Kerala Wildlife: Thattekad, Eravikulam and Periyar',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'thattekad', 'munnar', 'to-thekkady', 'periyar-trek', 'depart-thekkady'],
      blurb: 'Hornbills at Thattekad, Nilgiri tahr at Eravikulam and elephants at Periyar.',
      pitch:
        'The wild side of the Western Ghats. Go birding at Thattekad, look for the endangered Nilgiri tahr on the grassy slopes of Eravikulam, and trek with forest trackers in the Periyar Tiger Reserve. Eravikulam closes for the tahr calving season, usually in February and March.',
      season: 'October to January',
      meals: 'MAP',
      extras: ['Birding guide at Thattekad', 'Periyar forest trek and boat ride'],
      extraCost: 3000,
    },
    {
      slug: 'kerala-ayurveda-monsoon',
      name: 'Kerala Monsoon Ayurveda Retreat',
      category: 'SEASONAL_PACKAGE',
      rating: 4,
      days: ['ayur-arrive', 'ayur-1', 'ayur-2', 'ayur-3', 'ayur-4', 'depart-tvm'],
      blurb: 'Daily treatments at an Ayurvedic beach resort during the traditional healing season.',
      pitch:
        'In Kerala, the monsoon months, especially Karkidakam in July and August, are the traditional season for Ayurvedic treatment, when the air is cool and moist. Spend five nights at a resort near Kovalam with a doctor’s consultation, daily treatments, yoga and meals planned for you.',
      season: 'June to August',
      gateway: 'Thiruvananthapuram airport',
      meals: 'AP',
      veg: true,
      extras: ['Doctor’s consultations and daily Ayurvedic treatments', 'Daily yoga session'],
      extraCost: 12000,
    },
    {
      slug: 'kerala-backwater-kayak-houseboat',
      name: 'Kerala Backwaters by Kayak and Houseboat',
      category: 'WATER_ACTIVITY',
      rating: 3,
      days: ['arrive', 'alleppey-kayak', 'houseboat', 'depart-houseboat'],
      blurb: 'Paddle the narrow canals of Alappuzha, then cruise Vembanad on a houseboat.',
      pitch:
        'The backwaters up close. Paddle a kayak with a local guide through canals too narrow for the big boats, stop for breakfast with a village family, then spend a night on a private houseboat on the lake.',
      extras: ['Guided canal kayak trip', 'All meals on the houseboat'],
      extraCost: 1500,
    },
    {
      slug: 'kerala-wayanad-nature',
      name: 'Wayanad Nature Escape',
      category: 'NATURE',
      rating: 3,
      days: ['wayanad-in', 'edakkal', 'soochipara', 'tholpetty', 'depart-calicut'],
      blurb: 'Ancient cave carvings, waterfalls, coffee estates and a forest safari in Wayanad.',
      pitch:
        'Northern Kerala’s green plateau, far from the usual circuit. Climb to the carvings of the Edakkal Caves, walk to waterfalls and through coffee estates, and go on an early safari in the Tholpetty forest.',
      gateway: 'Kozhikode airport or railway station',
      lodging: 'resort',
      meals: 'MAP',
      extras: ['Jeep safari at Tholpetty with forest entry'],
      extraCost: 1500,
    },
    {
      slug: 'kerala-luxury-honeymoon',
      name: 'Kerala Luxury Honeymoon: Munnar, Thekkady and Kumarakom',
      category: 'HONEYMOON',
      rating: 5,
      lodging: 'resort',
      days: [
        'arrive',
        'to-munnar',
        'munnar',
        'to-thekkady',
        'houseboat',
        'kumarakom',
        'depart-kumarakom',
      ],
      blurb:
        'Five-star resorts in the tea hills and spice forests, a luxury houseboat and a lakeside spa.',
      pitch:
        'Kerala at its most indulgent. Stay in five-star resorts in Munnar and Thekkady, spend a night on a luxury houseboat with a private crew, and end at a lakeside resort in Kumarakom with an Ayurvedic massage for two.',
      meals: 'MAP',
      extras: ['All meals on the houseboat', 'Ayurvedic couple massage'],
      extraCost: 4000,
    },
    {
      slug: 'kerala-friends-alleppey-varkala',
      name: 'Kerala with Friends: Kochi, Alappuzha and Varkala',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'alleppey-kayak', 'to-varkala', 'varkala', 'depart-tvm'],
      blurb: 'Fort Kochi, a backwater kayak, Varkala’s cliffs and a surf lesson.',
      pitch:
        'A coastal Kerala trip for friends on a budget. Fort Kochi’s cafés and Kathakali, a kayak through the backwater canals, and two nights on the cliffs of Varkala with a beginner’s surf lesson.',
      gateway: 'Kochi airport | Thiruvananthapuram airport',
      extras: ['Guided canal kayak trip', 'Beginner surf lesson'],
      extraCost: 2500,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Kerala?',
      'October to March is dry and pleasant, ideal for the backwaters and beaches. The south-west monsoon, from June to September, brings heavy rain but lush scenery, lower prices and the traditional season for Ayurveda. April and May are hot and humid.',
    ),
    faq(
      'How do I reach Kerala?',
      'Kochi, Thiruvananthapuram, Kozhikode and Kannur have airports with domestic and international flights. Ernakulam, Thiruvananthapuram and Kozhikode are the main railway stations.',
    ),
    faq(
      'How many days are enough for Kerala?',
      'Five to six days cover Kochi, Munnar and a houseboat night. Eight to ten days add Thekkady and a beach at Kovalam or Varkala at a comfortable pace.',
    ),
    faq(
      'Is an overnight houseboat stay worth it?',
      'Yes. The houseboat stops for the night by around 5:30 pm under local rules, but the cruise through the afternoon and the quiet evening on the water are memorable. All meals are cooked on board.',
    ),
    faq(
      'Can everyone visit the Padmanabhaswamy and Guruvayur temples?',
      'Only Hindus are allowed inside, and there is a strict dress code: men wear a mundu without a shirt, and women a sari or long skirt. Other temples and churches are open to all.',
    ),
    faq(
      'What local food should I try in Kerala?',
      'Appam with stew, puttu and kadala curry, Kerala sadya on a banana leaf, karimeen pollichathu (pearl spot fish), Malabar biryani in the north and banana chips.',
    ),
    faq(
      'What can I buy in Kerala?',
      'Spices from Thekkady and Munnar, tea, coffee, cashews, Kerala kasavu saris, coir products, Kathakali masks and Ayurvedic oils.',
    ),
    faq(
      'What should I pack for Kerala?',
      'Light cotton clothes, sunscreen and a hat for the coast, a light jacket for Munnar evenings and an umbrella in the monsoon. Modest clothing for temples.',
    ),
    faq(
      'Is Kerala safe for families and solo travellers?',
      'Kerala is one of the safest and friendliest states in India. Take care on hill roads in heavy rain and swim only where lifeguards allow.',
    ),
    faq(
      'Is mobile network available on the backwaters and in the hills?',
      'Coverage is good in towns and on most of the backwaters. It can be patchy in parts of Munnar, Thekkady and the forests of Wayanad.',
    ),
  ],
};

const munnar: DestinationPlan = {
  destination: 'munnar',
  gateway: 'Kochi airport',
  season: 'September to March',
  cost: 1,
  meals: 'MAP',
  policy: 'mountain',
  days: {
    arrive: d(
      'Kochi to Munnar',
      'Pick-up at Kochi and a drive of about four hours into the Western Ghats, stopping at the Cheeyappara waterfall and a spice garden on the way.',
      ['Kochi airport', 'Cheeyappara Falls', 'Spice garden'],
      '{stay} in Munnar',
    ),
    eravikulam: d(
      'Eravikulam and the Tea Museum',
      'Take the forest department bus into Eravikulam National Park to see the Nilgiri tahr on the grassy slopes below Anamudi. Afterwards, learn how tea is made at the Tea Museum and see Mattupetty Dam.',
      ['Eravikulam National Park', 'Tea Museum', 'Mattupetty Dam'],
      '{stay} in Munnar',
    ),
    'top-station': d(
      'Top Station and Kundala',
      'Drive past Mattupetty and Echo Point to Kundala Lake and on to Top Station, on the Tamil Nadu border, where the hills fall away to the plains far below.',
      ['Echo Point', 'Kundala Lake', 'Top Station'],
      '{stay} in Munnar',
    ),
    kolukkumalai: d(
      'Sunrise at Kolukkumalai',
      'Leave before dawn for a jeep ride up a rough estate track to Kolukkumalai, one of the highest tea estates in the world, for sunrise above the clouds, and a tour of its old tea factory.',
      ['Kolukkumalai Tea Estate', 'Kolukkumalai tea factory'],
      '{stay} in Munnar',
    ),
    marayoor: d(
      'Marayoor’s sandalwood and dolmens',
      'Drive down into the rain shadow to Marayoor, with its sandalwood forest, ancient stone dolmens and sugar-cane jaggery units, stopping at Lakkam waterfall and the edge of the Chinnar sanctuary.',
      [
        'Lakkam Waterfall',
        'Marayoor sandalwood forest',
        'Marayoor dolmens',
        'Chinnar Wildlife Sanctuary',
      ],
      '{stay} in Munnar',
    ),
    meesapulimala: d(
      'Trek towards Meesapulimala',
      'A guided trek through grassland and shola forest towards Meesapulimala, at about 2,640 metres the second-highest peak in the Western Ghats, run by the Kerala Forest Development Corporation and booked in advance.',
      ['Rhodo Valley', 'Meesapulimala'],
      '{stay} in Munnar',
    ),
    monsoon: d(
      'Munnar in the rains',
      'A day among waterfalls in full flow, from Attukad to Lakkam, with mist drifting through the tea bushes and a warm cup at a roadside tea stall.',
      ['Attukad Waterfalls', 'Lakkam Waterfall', 'Tea estates'],
      '{stay} in Munnar',
    ),
    'camp-in': d(
      'Kochi to a tea-estate camp',
      'Drive up to Munnar and on to a tent camp on a tea estate above the town. Evening bonfire and barbecue under the stars.',
      ['Kochi airport', 'Tea estate camp'],
      '{camp} near Munnar',
    ),
    'camp-day': d(
      'Top Station and a plantation walk',
      'Drive to Top Station and Kundala Lake, then walk back through the tea bushes with the estate’s guide. A second night at the camp.',
      ['Top Station', 'Kundala Lake', 'Tea plantation walk'],
      '{camp} near Munnar',
    ),
    depart: d(
      'Munnar to Kochi',
      'Drive back down to Kochi airport, about four hours, with a stop for tea on the way.',
      ['Kochi airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'munnar-tea-hills-honeymoon',
      name: 'Munnar Tea Hills Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'resort',
      days: ['arrive', 'eravikulam', 'kolukkumalai', 'depart'],
      blurb: 'A valley-view resort, the tahr of Eravikulam and sunrise above the clouds.',
      pitch:
        'Three misty nights in a resort with a view over the tea hills. See the Nilgiri tahr at Eravikulam, rise early together for sunrise at Kolukkumalai, and spend the evenings by the fireplace.',
    },
    {
      slug: 'munnar-tea-trails-nature',
      name: 'Munnar Tea Trails and Sandalwood Forests',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'eravikulam', 'marayoor', 'top-station', 'depart'],
      blurb: 'Eravikulam, Marayoor’s sandalwood and dolmens, and the view from Top Station.',
      pitch:
        'Munnar for nature lovers. Beyond the tea estates lie the grasslands of Eravikulam, the dry sandalwood forests and ancient dolmens of Marayoor, and the dramatic drop at Top Station, each with a completely different landscape.',
    },
    {
      slug: 'munnar-monsoon-mist',
      name: 'Munnar Monsoon Mist',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'monsoon', 'top-station', 'depart'],
      blurb: 'Waterfalls in full flow and mist over the tea gardens, at off-season rates.',
      pitch:
        'When the monsoon arrives, Munnar turns a deep, glowing green and every hillside has a waterfall. The roads are quiet, the rates low, and the mist makes the tea gardens look like paintings. Some viewpoints may be hidden in cloud, so the plan stays flexible.',
      season: 'June to September',
    },
    {
      slug: 'munnar-trek-and-sunrise',
      name: 'Munnar Trek and Sunrise Adventure',
      category: 'ADVENTURE',
      rating: 3,
      days: ['arrive', 'meesapulimala', 'kolukkumalai', 'depart'],
      blurb: 'A trek towards Meesapulimala and a jeep climb to Kolukkumalai for sunrise.',
      pitch:
        'The high country of Munnar on foot and by jeep. Trek through shola forest and grassland towards Meesapulimala, one of the highest peaks in south India, then bump up the estate road to Kolukkumalai for sunrise.',
      extras: ['Guided trek with forest permit', 'Kolukkumalai jeep and factory visit'],
      extraCost: 3500,
    },
    {
      slug: 'munnar-friends-tea-estate-camp',
      name: 'Munnar Tea Estate Camp with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['camp-in', 'camp-day', 'depart'],
      blurb:
        'Two nights in tents on a tea estate, bonfires and a walk down through the plantation.',
      pitch:
        'A weekend in the tea hills for friends who like the outdoors. Sleep in tents on a working estate, gather round the bonfire, and walk through the tea bushes from Top Station.',
      meals: 'AP',
    },
    {
      slug: 'munnar-family-getaway',
      name: 'Munnar Family Getaway',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'eravikulam', 'top-station', 'depart'],
      blurb: 'Waterfalls, the Nilgiri tahr, boating at Mattupetty and the view from Top Station.',
      pitch:
        'An easy hill holiday for families from Kochi. Children enjoy the waterfalls on the way, the tame tahr of Eravikulam and the boats at Mattupetty and Kundala, and everyone enjoys the cool air.',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Munnar?',
      'September to March is cool and clear, with chilly nights in December and January. The monsoon, from June to August, is wet and misty but beautiful. April and May are warmer and busy with holidaymakers.',
    ),
    faq(
      'How do I reach Munnar?',
      'Kochi airport is about 110 km away, a drive of around four hours. The nearest railway stations are Aluva and Ernakulam. There is no railway to Munnar.',
    ),
    faq(
      'How many days are enough for Munnar?',
      'Two to three days cover Eravikulam, the tea museum, Mattupetty and Top Station. Add a day for Marayoor or a trek.',
    ),
    faq(
      'When is Eravikulam National Park closed?',
      'It usually closes for the Nilgiri tahr calving season in February and March, and reopens in April. Tickets for the park bus can be booked online and sell out on busy days.',
    ),
    faq(
      'When does the Neelakurinji bloom?',
      'The neelakurinji flowers across the Munnar hills once every twelve years. The last great bloom was in 2018, so the next is expected around 2030.',
    ),
    faq(
      'What should I pack for Munnar?',
      'A warm layer for the evenings all year, a proper jacket from November to February, an umbrella in the monsoon and shoes with a good grip for estate walks.',
    ),
    faq(
      'What can I buy in Munnar?',
      'Fresh tea from the estates and the tea museum, cardamom and other spices, homemade chocolates, and eucalyptus and lemongrass oils.',
    ),
    faq(
      'What should I eat in Munnar?',
      'Kerala meals with appam and stew, puttu and kadala curry, and fresh tea and homemade chocolate in town.',
    ),
    faq(
      'Is there mobile network in Munnar?',
      'Yes in Munnar town, but coverage fades on estate roads, at Top Station and around Kolukkumalai.',
    ),
  ],
};

const ooty: DestinationPlan = {
  destination: 'ooty',
  gateway: 'Coimbatore airport or railway station',
  season: 'October to June',
  cost: 0.95,
  meals: 'MAP',
  policy: 'mountain',
  days: {
    arrive: d(
      'Coimbatore to Ooty',
      'Pick-up at Coimbatore and a drive of about three hours via Mettupalayam and the hairpin bends of the ghat road to Ooty. Evening stroll on Commercial Road.',
      ['Mettupalayam', 'Coonoor ghat road', 'Ooty'],
      '{stay} in Ooty',
    ),
    ooty: d(
      'Botanical Garden, Ooty Lake and Doddabetta',
      'Walk through the Government Botanical Garden, laid out in 1848, and the rose garden, take a boat on Ooty Lake, and drive up to Doddabetta, the highest peak in the Nilgiris.',
      ['Government Botanical Garden', 'Rose Garden', 'Ooty Lake', 'Doddabetta Peak'],
      '{stay} in Ooty',
    ),
    'toy-train': d(
      'Toy train to Coonoor',
      'Ride the Nilgiri Mountain Railway from Ooty down to Coonoor, a UNESCO-listed line with its blue carriages. Your car meets you there for Sim’s Park, Dolphin’s Nose and Lamb’s Rock, with a tea factory visit.',
      ['Nilgiri Mountain Railway', 'Sim’s Park', 'Dolphin’s Nose', 'Lamb’s Rock'],
      '{stay} in Ooty',
    ),
    pykara: d(
      'Pykara and the pine forest',
      'Drive west through the pine forest and the rolling grassland of Wenlock Downs to Pykara for its waterfall and a boat ride on Pykara Lake.',
      ['Pine Forest', 'Wenlock Downs', 'Pykara Falls', 'Pykara Lake'],
      '{stay} in Ooty',
    ),
    avalanche: d(
      'Avalanche and Emerald lakes',
      'A day among the quiet reservoirs south of Ooty: Emerald Lake and Avalanche Lake, with a forest department eco-tour through shola and grassland when open.',
      ['Emerald Lake', 'Avalanche Lake', 'Avalanche eco-tour'],
      '{stay} in Ooty',
    ),
    'flower-show': d(
      'The Ooty Flower Show',
      'A day at the annual Flower Show in the Government Botanical Garden, with its huge floral sculptures and thousands of potted plants, and the rose show in the Rose Garden.',
      ['Government Botanical Garden Flower Show', 'Rose Garden'],
      '{stay} in Ooty',
    ),
    'to-mudumalai': d(
      'Ooty to Masinagudi',
      'Drive down the steep Sigur ghat to Masinagudi on the edge of the Mudumalai Tiger Reserve, and take an evening jeep safari in the buffer forest.',
      ['Sigur ghat', 'Masinagudi', 'Buffer zone jeep safari'],
      '{jungle} at Masinagudi',
    ),
    mudumalai: d(
      'Mudumalai Tiger Reserve',
      'A forest department safari in the Mudumalai core in the morning, and a visit to the Theppakadu elephant camp at feeding time.',
      ['Mudumalai Tiger Reserve', 'Theppakadu Elephant Camp'],
      '{jungle} at Masinagudi',
    ),
    depart: d(
      'Ooty to Coimbatore',
      'After breakfast, drive down to Coimbatore airport or station, about three hours.',
      ['Coonoor', 'Coimbatore'],
      null,
    ),
    'depart-mysore': d(
      'Masinagudi to Mysuru',
      'Drive through the Bandipur forest to Mysuru, about 95 km, for your train or onward drive to Bengaluru.',
      ['Bandipur', 'Mysuru'],
      null,
    ),
  },
  packages: [
    {
      slug: 'ooty-coonoor-family',
      name: 'Ooty and Coonoor Family Holiday',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'ooty', 'toy-train', 'depart'],
      blurb: 'The Botanical Garden, boats on Ooty Lake, Doddabetta and the toy train to Coonoor.',
      pitch:
        'The classic Nilgiris holiday for families. Boats and gardens in Ooty, the view from the top of Doddabetta, and a ride on the toy train down to Coonoor’s tea estates and viewpoints.',
      extras: ['Toy train tickets from Ooty to Coonoor (subject to availability)'],
      extraCost: 300,
    },
    {
      slug: 'ooty-coonoor-honeymoon',
      name: 'Ooty and Coonoor Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'resort',
      days: ['arrive', 'pykara', 'toy-train', 'depart'],
      blurb: 'A heritage-style resort, pine forests, Pykara Lake and the toy train for two.',
      pitch:
        'A cool-weather honeymoon in the Blue Mountains. Stay in a resort with log fires and old-world charm, walk among the pines, boat on Pykara Lake and take the toy train to Coonoor for tea with a view.',
      extras: ['Toy train tickets from Ooty to Coonoor (subject to availability)'],
      extraCost: 300,
    },
    {
      slug: 'ooty-mudumalai-wildlife',
      name: 'Ooty and Mudumalai Wildlife Tour',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'ooty', 'to-mudumalai', 'mudumalai', 'depart-mysore'],
      blurb: 'The Nilgiri hills, then elephants, gaur and tigers in the forests of Mudumalai.',
      pitch:
        'From the cool hills to the jungle below. After Ooty, drive down the Sigur ghat to Masinagudi for safaris in the Mudumalai Tiger Reserve, part of one of the largest protected forests in India, and end in Mysuru through Bandipur.',
      gateway: 'Coimbatore airport or railway station | Mysuru',
      policy: 'wildlife',
      extras: ['Two safaris in Mudumalai with entry fees'],
      extraCost: 2500,
    },
    {
      slug: 'ooty-lakes-and-forests',
      name: 'Nilgiris Lakes and Forests',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'pykara', 'avalanche', 'depart'],
      blurb:
        'Pine forests, the Wenlock Downs and the quiet lakes of Pykara, Emerald and Avalanche.',
      pitch:
        'The quieter Nilgiris, far from Ooty’s crowds. Drive through pine and eucalyptus forests and rolling grassland to the lakes of Pykara, Emerald and Avalanche, with a forest eco-tour into the shola woods when it is running.',
    },
    {
      slug: 'ooty-flower-show-summer',
      name: 'Ooty Summer Flower Show',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'flower-show', 'toy-train', 'depart'],
      blurb: 'The annual May Flower Show in the Botanical Garden, with the toy train to Coonoor.',
      pitch:
        'Every May, the Government Botanical Garden in Ooty hosts its Flower Show, the highlight of the summer season, alongside rose, fruit and vegetable shows in the hills. Time your trip to the show and escape the heat of the plains.',
      season: false,
      months: [5],
      cancellation: 'festival',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Ooty?',
      'October to June. April to June is the busy summer season, with the Flower Show in May. December and January are cold, with frost at dawn, and the monsoon from July to September is wet.',
    ),
    faq(
      'How do I reach Ooty?',
      'Coimbatore airport and railway station are about 90 km away. Mettupalayam is the starting point of the Nilgiri Mountain Railway, and Mysuru is about 125 km away by road through Bandipur and Mudumalai.',
    ),
    faq(
      'How do we book the Nilgiri toy train?',
      'Seats on the train from Mettupalayam and the shorter Ooty–Coonoor runs are booked through Indian Railways and sell out quickly in season. We book them when you confirm, subject to availability.',
    ),
    faq(
      'How many days are enough for Ooty?',
      'Two to three days cover Ooty and Coonoor. Add a day or two for Pykara and Avalanche or for Mudumalai.',
    ),
    faq(
      'Can we drive from Ooty to Mysuru at night?',
      'No. The road through the Bandipur and Mudumalai forests is closed to most traffic at night to protect wildlife, so plan to cross in daylight.',
    ),
    faq(
      'What should I pack for Ooty?',
      'Woollens and a jacket all year, especially for the evenings, and a raincoat from June to September. Plastic bags and bottles are restricted in the Nilgiris.',
    ),
    faq(
      'What can I buy in Ooty?',
      'Nilgiri tea, homemade chocolates, eucalyptus oil, and Toda embroidery made by the Toda people of the hills.',
    ),
    faq(
      'What should I eat in Ooty?',
      'Homemade chocolates and varkey biscuits, hot South Indian breakfasts, and tea from the Nilgiri estates.',
    ),
    faq(
      'Is there mobile network in Ooty?',
      'Yes, all major networks work in Ooty and Coonoor. Coverage is weak in the forests at Mudumalai and around Avalanche.',
    ),
  ],
};

const coorg: DestinationPlan = {
  destination: 'coorg',
  gateway: 'Bengaluru airport or Mysuru railway station',
  season: 'October to March',
  cost: 1,
  meals: 'MAP',
  days: {
    arrive: d(
      'Into Coorg',
      'Drive from Bengaluru, about six hours, or from Mysuru, about three. Stop at the Namdroling Monastery at Bylakuppe, whose golden temple is the heart of a large Tibetan settlement, then climb into the coffee hills.',
      ['Namdroling Monastery at Bylakuppe', 'Kushalnagar', 'Madikeri'],
      '{stay} near Madikeri',
    ),
    madikeri: d(
      'Madikeri, Abbey Falls and Raja’s Seat',
      'Visit Abbey Falls in its coffee estate, the old fort and Omkareshwara temple in Madikeri, and watch the sunset over the hills from Raja’s Seat.',
      ['Abbey Falls', 'Madikeri Fort', 'Omkareshwara Temple', 'Raja’s Seat'],
      '{stay} near Madikeri',
    ),
    dubare: d(
      'Dubare elephant camp and Nisargadhama',
      'Cross the Kaveri to the Dubare elephant camp in the morning to watch the elephants being bathed and fed, then walk in the bamboo groves of Nisargadhama island.',
      ['Dubare Elephant Camp', 'Kaveri river', 'Nisargadhama'],
      '{stay} near Madikeri',
    ),
    talacauvery: d(
      'Bhagamandala and Talacauvery',
      'Drive to Bhagamandala, where three rivers meet, and up the Brahmagiri hills to Talacauvery, the source of the Kaveri, with wide views over the Western Ghats.',
      ['Bhagamandala', 'Talacauvery'],
      '{stay} near Madikeri',
    ),
    estate: d(
      'A day on a coffee estate',
      'Walk through the estate with the planter: coffee bushes under silver oak and jackfruit trees, pepper vines and cardamom, and, in winter, the harvest and drying. Lunch is Kodava food, with pandi curry and kadambuttu.',
      ['Coffee estate walk', 'Kodava lunch'],
      '{stay} near Madikeri',
    ),
    barapole: d(
      'Rafting on the Barapole',
      'Drive to south Coorg for a white-water run on the Barapole river, with grade III and IV rapids through the forest, guided by a certified rafting team.',
      ['Barapole river', 'Rafting'],
      '{stay} near Madikeri',
    ),
    tadiandamol: d(
      'Trek to Tadiandamol',
      'Drive to Kakkabe and climb Tadiandamol, at about 1,750 metres the highest peak in Coorg, through shola forest and grassland, about six hours up and down. Stop at the old Nalknad Palace on the way back.',
      ['Kakkabe', 'Tadiandamol peak', 'Nalknad Palace'],
      '{stay} near Madikeri',
    ),
    mandalpatti: d(
      'Sunrise at Mandalpatti',
      'A pre-dawn jeep ride up to Mandalpatti for sunrise over a sea of clouds, then an afternoon at Abbey Falls and Raja’s Seat.',
      ['Mandalpatti viewpoint', 'Abbey Falls', 'Raja’s Seat'],
      '{stay} near Madikeri',
    ),
    kabini: d(
      'Coorg to Kabini',
      'Drive south to Kabini, on the edge of Nagarhole National Park, for an afternoon boat safari on the Kabini backwaters, where elephants gather on the shore in the dry season.',
      ['Kabini backwaters', 'Boat safari'],
      '{jungle} at Kabini',
    ),
    nagarhole: d(
      'Nagarhole safaris',
      'A morning jeep safari in Nagarhole, one of the best places in south India for tigers, leopards and elephants, and an afternoon safari in the forest department vehicle.',
      ['Nagarhole National Park', 'Jeep safari'],
      '{jungle} at Kabini',
    ),
    depart: d(
      'Departure',
      'After breakfast, drive back to Mysuru, about three hours, or Bengaluru.',
      ['Kushalnagar', 'Mysuru'],
      null,
    ),
    'depart-kabini': d(
      'Kabini to Mysuru',
      'A final morning by the river, then the drive to Mysuru, about two hours, or on to Bengaluru.',
      ['Kabini', 'Mysuru'],
      null,
    ),
  },
  packages: [
    {
      slug: 'coorg-coffee-estate-family',
      name: 'Coorg Coffee Estate Family Holiday',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'madikeri', 'dubare', 'depart'],
      blurb:
        'The golden temple of Bylakuppe, Abbey Falls, Raja’s Seat and the elephants of Dubare.',
      pitch:
        'A green break for families from Bengaluru or Mysuru. Visit the Tibetan monastery at Bylakuppe, watch the elephants bathe at Dubare, and enjoy the waterfalls and sunset points of Madikeri from a stay among the coffee.',
    },
    {
      slug: 'coorg-plantation-honeymoon',
      name: 'Coorg Plantation Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'resort',
      days: ['arrive', 'estate', 'madikeri', 'depart'],
      blurb: 'A resort in the coffee, an estate walk, Kodava cooking and sunsets at Raja’s Seat.',
      pitch:
        'Misty mornings in a plantation resort, walks among the coffee and pepper vines, a Kodava lunch and sunset over the hills at Raja’s Seat. A quiet, green honeymoon a short drive from Bengaluru.',
    },
    {
      slug: 'coorg-barapole-rafting',
      name: 'Coorg Barapole River Rafting',
      category: 'WATER_ACTIVITY',
      rating: 3,
      days: ['arrive', 'barapole', 'depart'],
      blurb:
        'Grade III and IV rapids on the Barapole in the monsoon, with nights in the coffee hills.',
      pitch:
        'The Barapole in south Coorg is one of the best white-water rivers in south India when the rains fill it. Raft its forested rapids with a certified team, then dry off at a plantation stay.',
      season: 'June to October',
      policy: 'adventure',
      extras: ['Barapole rafting with certified guides and safety kit'],
      extraCost: 2000,
    },
    {
      slug: 'coorg-tadiandamol-trek',
      name: 'Coorg Trek to Tadiandamol and Mandalpatti Sunrise',
      category: 'ADVENTURE',
      rating: 3,
      days: ['arrive', 'tadiandamol', 'mandalpatti', 'depart'],
      blurb: 'Climb Coorg’s highest peak and watch sunrise above the clouds at Mandalpatti.',
      pitch:
        'Coorg on foot. Climb through shola forest and grassland to the top of Tadiandamol, then ride a jeep up to Mandalpatti before dawn to watch the sun rise over a sea of clouds.',
      extras: ['Trek guide for Tadiandamol', 'Jeep to Mandalpatti'],
      extraCost: 2500,
    },
    {
      slug: 'coorg-kabini-wildlife',
      name: 'Coorg and Kabini Wildlife Holiday',
      category: 'WILDLIFE',
      rating: 4,
      days: ['arrive', 'madikeri', 'kabini', 'nagarhole', 'depart-kabini'],
      blurb: 'Coffee hills, then boat and jeep safaris in Kabini and Nagarhole.',
      pitch:
        'From the coffee hills of Coorg down to the forests of Kabini, where elephants gather on the shores of the reservoir and Nagarhole’s tigers and leopards roam. Safaris by boat and jeep with a naturalist.',
      season: 'October to May',
      policy: 'wildlife',
      extras: ['One boat safari and two jeep safaris with a naturalist'],
      extraCost: 6000,
    },
    {
      slug: 'coorg-talacauvery-nature',
      name: 'Coorg Rivers and Estates Nature Trail',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'talacauvery', 'estate', 'depart'],
      blurb: 'The source of the Kaveri at Talacauvery and a day on a working coffee estate.',
      pitch:
        'Follow the Kaveri to its source in the Brahmagiri hills and spend a day learning how coffee and pepper are grown. Birdsong at dawn, long walks, and home-cooked Kodava food.',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Coorg?',
      'October to March is cool and pleasant, with the coffee blossom in March and April. The monsoon, from June to September, is very wet but is the season for rafting on the Barapole.',
    ),
    faq(
      'How do I reach Coorg?',
      'There is no airport or railway in Coorg. Mysuru station is about 120 km away, Mangaluru airport about 140 km and Bengaluru airport about 270 km, so most visitors come by road.',
    ),
    faq(
      'How many days are enough for Coorg?',
      'Two to three days cover Madikeri, Abbey Falls, Dubare and Bylakuppe. Add a day or two for Talacauvery, a trek or a safari at Kabini.',
    ),
    faq(
      'What is special about a Coorg homestay?',
      'Many coffee planters open their homes to guests, with estate walks, home-cooked Kodava food and stories of the region. It is the best way to experience Coorg.',
    ),
    faq(
      'What should I eat in Coorg?',
      'Pandi curry (pork), kadambuttu rice balls, akki roti, bamboo shoot curry and, of course, estate coffee. Vegetarians can ask for mushroom and jackfruit dishes.',
    ),
    faq(
      'What can I buy in Coorg?',
      'Coffee, pepper, cardamom, honey, homemade wines and Coorg oranges in season.',
    ),
    faq(
      'Are there leeches in Coorg?',
      'Yes, in the monsoon and the weeks after it, on forest and estate walks. Leech socks, salt or tobacco powder keep them off; they are harmless.',
    ),
    faq(
      'Is there mobile network in Coorg?',
      'Coverage is good in Madikeri and Kushalnagar, but many estates and forest areas have a weak signal. Most homestays have Wi-Fi.',
    ),
  ],
};

const mysore: DestinationPlan = {
  destination: 'mysore',
  gateway: 'Mysuru railway station or Bengaluru airport',
  season: 'October to March',
  cost: 0.95,
  meals: 'CP',
  days: {
    arrive: d(
      'Bengaluru to Mysuru via Srirangapatna',
      'Drive about three hours along the expressway to Mysuru, stopping at Srirangapatna for Tipu Sultan’s summer palace, the Daria Daulat Bagh, and the Ranganathaswamy temple. Evening at the musical fountains of Brindavan Gardens.',
      ['Daria Daulat Bagh', 'Ranganathaswamy Temple at Srirangapatna', 'Brindavan Gardens'],
      '{stay} in Mysuru',
    ),
    palace: d(
      'Mysore Palace and Chamundi Hill',
      'Climb Chamundi Hill for the Chamundeshwari temple and the great stone Nandi, tour the Mysore Palace and St Philomena’s Church, and browse the flower and spice stalls of the Devaraja Market.',
      [
        'Chamundeshwari Temple',
        'Nandi statue',
        'Mysore Palace',
        'St Philomena’s Church',
        'Devaraja Market',
      ],
      '{stay} in Mysuru',
    ),
    dasara: d(
      'Dasara in the royal city',
      'Tour the palace and Chamundi Hill, then spend the evening among the crowds as the palace and the city are lit up for Dasara, with music and dance on the palace stage.',
      ['Mysore Palace', 'Chamundi Hill', 'Dasara illuminations'],
      '{stay} in Mysuru',
    ),
    'jamboo-savari': d(
      'Jamboo Savari on Vijayadashami',
      'On the last day of Dasara, watch from reserved seating as the Jamboo Savari leaves the palace: a procession of caparisoned elephants, one carrying the golden howdah with the goddess Chamundeshwari, bands and tableaux. A torchlight parade follows at night.',
      ['Jamboo Savari procession', 'Bannimantap torchlight parade'],
      '{stay} in Mysuru',
    ),
    'to-bandipur': d(
      'Mysuru to Bandipur',
      'Drive about 80 km to Bandipur National Park for an afternoon safari in the forest department’s vehicle through dry deciduous forest, home to tigers, elephants and gaur.',
      ['Bandipur National Park', 'Forest department safari'],
      '{jungle} at Bandipur',
    ),
    'to-kabini': d(
      'Bandipur to Kabini',
      'A morning safari at Bandipur, then a short drive to Kabini on the edge of Nagarhole for a boat safari on the reservoir at sunset.',
      ['Bandipur morning safari', 'Kabini backwaters boat safari'],
      '{jungle} at Kabini',
    ),
    kabini: d(
      'Nagarhole from Kabini',
      'Morning and afternoon jeep safaris into Nagarhole National Park with a naturalist, looking for tigers, leopards, wild dogs and elephant herds.',
      ['Nagarhole National Park', 'Jeep safari'],
      '{jungle} at Kabini',
    ),
    'to-ooty': d(
      'Mysuru to Ooty',
      'Drive through the Bandipur and Mudumalai forests, where elephants often stand by the road, and climb via Gudalur into the Nilgiris to Ooty.',
      ['Bandipur', 'Mudumalai', 'Gudalur', 'Ooty'],
      '{stay} in Ooty',
    ),
    'to-coorg': d(
      'Mysuru to Coorg',
      'Drive about three hours to Coorg, stopping at the golden temple of the Namdroling Monastery at Bylakuppe. Evening at Raja’s Seat.',
      ['Namdroling Monastery at Bylakuppe', 'Raja’s Seat'],
      '{stay} near Madikeri',
    ),
    'to-hassan': d(
      'Shravanabelagola',
      'Drive to Shravanabelagola and climb about 600 steps, barefoot, to the 17-metre monolith of Gommateshwara, carved around 981 CE and sacred to Jains. Continue to Hassan.',
      ['Shravanabelagola', 'Vindhyagiri hill', 'Gommateshwara statue'],
      '{stay} in Hassan',
    ),
    'belur-halebidu': d(
      'Belur and Halebidu',
      'See the Hoysala temples of Belur and Halebidu, whose soapstone walls are carved with dancers, gods and epics in astonishing detail; they are now a UNESCO World Heritage Site.',
      ['Chennakeshava Temple at Belur', 'Hoysaleswara Temple at Halebidu'],
      '{stay} in Hassan',
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Mysuru station, or drive back to Bengaluru, about three hours.',
      ['Mysuru'],
      null,
    ),
    'depart-kabini': d(
      'Kabini to Bengaluru',
      'A last morning by the river, then the drive to Bengaluru, about five hours, or to Mysuru.',
      ['Mysuru', 'Bengaluru'],
      null,
    ),
    'depart-hassan': d(
      'Hassan to Bengaluru',
      'Drive back to Bengaluru, about four hours, for your flight or train.',
      ['Bengaluru'],
      null,
    ),
  },
  packages: [
    {
      slug: 'mysore-dasara-festival',
      name: 'Mysuru Dasara Festival',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'dasara', 'jamboo-savari', 'depart'],
      blurb: 'The palace lit up, evening concerts and the Jamboo Savari elephant procession.',
      pitch:
        'Mysuru’s Dasara, held over ten days in September or October, is the grandest in India, a royal festival since the Vijayanagara days. See the palace blazing with lights and watch the Jamboo Savari on Vijayadashami from reserved seats.',
      season: false,
      months: [9, 10],
      cancellation: 'festival',
      extras: ['Seat pass for the Jamboo Savari (subject to release by the organisers)'],
      extraCost: 2000,
    },
    {
      slug: 'mysore-ooty-family',
      name: 'Mysuru and Ooty Family Holiday',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'palace', 'to-ooty', 'ooty:ooty', 'ooty:toy-train', 'ooty:depart'],
      blurb: 'A palace city, the forests of Bandipur and the gardens and toy train of Ooty.',
      pitch:
        'A week of south Indian favourites. Tipu’s Srirangapatna and the Mysore Palace, a drive through elephant country, and the lakes, gardens and toy train of Ooty.',
      gateway: 'Bengaluru airport or Mysuru railway station | Coimbatore',
      meals: 'MAP',
    },
    {
      slug: 'mysore-bandipur-kabini-wildlife',
      name: 'Bandipur and Kabini Wildlife Safari',
      category: 'WILDLIFE',
      rating: 4,
      days: ['arrive', 'to-bandipur', 'to-kabini', 'kabini', 'depart-kabini'],
      blurb: 'Safaris in Bandipur and Nagarhole, and a boat safari on the Kabini backwaters.',
      pitch:
        'Two of India’s finest tiger reserves, side by side. Safari in Bandipur’s open forests, then move to the Kabini backwaters for boat and jeep safaris in Nagarhole, with its elephant herds, leopards and chance of black panther.',
      season: 'October to May',
      meals: 'AP',
      extras: ['Five safaris by jeep, bus and boat with a naturalist'],
      extraCost: 9000,
    },
    {
      slug: 'mysore-coorg-honeymoon',
      name: 'Mysuru and Coorg Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      days: ['arrive', 'palace', 'to-coorg', 'coorg:estate', 'coorg:depart'],
      blurb: 'The royal city by night, then a plantation resort in the coffee hills.',
      pitch:
        'Begin with the palaces and gardens of Mysuru, lit up on Sunday evenings, and move on to the misty coffee estates of Coorg for two quiet nights in a plantation resort.',
      lodging: 'resort',
      meals: 'MAP',
    },
    {
      slug: 'mysore-shravanabelagola-hoysala-temples',
      name: 'Mysuru, Shravanabelagola and the Hoysala Temples',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'palace', 'to-hassan', 'belur-halebidu', 'depart-hassan'],
      blurb: 'Chamundeshwari, Gommateshwara and the carved Hoysala temples of Belur and Halebidu.',
      pitch:
        'A journey through the sacred art of Karnataka: the goddess Chamundeshwari on her hill above Mysuru, the serene Jain colossus at Shravanabelagola, and the Hindu temples of Belur and Halebidu, among the finest carving anywhere in India.',
      gateway: 'Bengaluru airport or Mysuru railway station | Bengaluru',
      meals: 'MAP',
      veg: true,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Mysuru?',
      'October to March is pleasant. Dasara, in September or October, is the highlight of the year, when the palace is lit every night.',
    ),
    faq(
      'How do I reach Mysuru?',
      'Mysuru has a railway station with fast trains from Bengaluru and Chennai. Bengaluru airport is about 170 km away, around three hours on the expressway, and Mysuru’s own small airport has a few flights.',
    ),
    faq(
      'When is the Mysore Palace lit up?',
      'On Sunday evenings and public holidays for about 45 minutes after 7 pm, and every evening during Dasara.',
    ),
    faq(
      'How many days are enough for Mysuru?',
      'One to two days cover the palace, Chamundi Hill, Srirangapatna and Brindavan Gardens. Add two days for Bandipur or Kabini, or for Coorg or Ooty.',
    ),
    faq(
      'What should I eat in Mysuru?',
      'Mysore masala dosa, Mysore pak, which was created in the palace kitchens, bisi bele bath and filter coffee.',
    ),
    faq(
      'What can I buy in Mysuru?',
      'Mysore silk saris from the government silk factory showroom, sandalwood and sandalwood oil, rosewood inlay, incense and the famous Mysore pak.',
    ),
    faq(
      'Is photography allowed inside the Mysore Palace?',
      'Rules change from time to time; cameras are usually restricted inside the palace halls, and shoes must be left at the entrance. Photography in the grounds is fine.',
    ),
    faq(
      'Is there mobile network around Mysuru?',
      'Yes, coverage is good in the city and on the highways. It is weak inside Bandipur and Nagarhole.',
    ),
  ],
};

const hampi: DestinationPlan = {
  destination: 'hampi',
  gateway: 'Hosapete railway station',
  season: 'October to February',
  cost: 0.9,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival in Hampi',
      'Pick-up at Hosapete station, 13 km away, and check-in. In the evening, climb Hemakuta Hill among its early temples for sunset over the Virupaksha tower and the boulder fields.',
      ['Hosapete', 'Hemakuta Hill'],
      '{stay} near Hampi',
    ),
    sacred: d(
      'The sacred centre and the Vittala Temple',
      'Start at the Virupaksha Temple, in worship for more than a thousand years, walk down Hampi Bazaar and along the Tungabhadra to the Vittala Temple with its stone chariot and musical pillars. Take a coracle ride on the river on the way back.',
      ['Virupaksha Temple', 'Hampi Bazaar', 'Vittala Temple', 'Stone chariot', 'Coracle ride'],
      '{stay} near Hampi',
    ),
    royal: d(
      'The royal centre',
      'Explore the royal enclosure with the Mahanavami Dibba platform and the stepped tank, the Lotus Mahal and the Elephant Stables in the zenana, the Hazara Rama temple with its carved Ramayana panels, and the Queen’s Bath. End at the giant Ugra Narasimha.',
      [
        'Mahanavami Dibba',
        'Stepped tank',
        'Lotus Mahal',
        'Elephant Stables',
        'Hazara Rama Temple',
        'Ugra Narasimha',
      ],
      '{stay} near Hampi',
    ),
    cycle: d(
      'Hampi by bicycle',
      'A guided cycle ride through the ruins, from the Virupaksha Temple along the river path to the Vittala Temple, and back through the royal centre, with stops for coconut water.',
      ['Virupaksha Temple', 'Vittala Temple', 'Royal enclosure'],
      '{stay} near Hampi',
    ),
    bouldering: d(
      'Bouldering on Hampi’s granite',
      'Hampi’s boulder fields are world-famous among climbers. Spend the morning bouldering with a local climbing guide, with crash pads and shoes provided, and watch the sunset from Matanga Hill.',
      ['Hampi boulder fields', 'Matanga Hill'],
      '{stay} near Hampi',
    ),
    anegundi: d(
      'Anegundi and Anjanadri Hill',
      'Cross the Tungabhadra to Anegundi, older than Vijayanagara itself. Climb about 575 steps to the Anjanadri Hill temple, held to be the birthplace of Hanuman, and visit the sacred Pampa Sarovar.',
      ['Anegundi', 'Anjanadri Hill', 'Pampa Sarovar'],
      '{stay} near Hampi',
    ),
    daroji: d(
      'Ruins and the Daroji sloth bears',
      'Morning among the temples of the sacred centre, then drive about 15 km to the Daroji Sloth Bear Sanctuary, where bears come out onto the rocks in the late afternoon, watched from a hide.',
      ['Virupaksha Temple', 'Daroji Sloth Bear Sanctuary'],
      '{stay} near Hampi',
    ),
    utsav: d(
      'Hampi Utsav',
      'The Hampi Utsav brings classical and folk music, dance, puppetry and processions to stages set among the ruins, which are lit up at night.',
      ['Hampi Utsav stages', 'Illuminated ruins'],
      '{stay} near Hampi',
    ),
    'to-badami': d(
      'Hampi to Badami',
      'Drive about 140 km to Badami, the old Chalukya capital, for its four cave temples cut into red sandstone cliffs above the Agastya lake.',
      ['Badami cave temples', 'Agastya Lake'],
      '{stay} in Badami',
    ),
    'aihole-depart': d(
      'Aihole, Pattadakal and departure',
      'See the temples of Aihole, called the cradle of Indian temple architecture, and the UNESCO-listed group at Pattadakal, then transfer to Hubballi airport or Badami station.',
      ['Aihole temples', 'Pattadakal', 'Hubballi'],
      null,
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Hosapete station for your onward journey.',
      ['Hosapete'],
      null,
    ),
  },
  packages: [
    {
      slug: 'hampi-heritage-ruins',
      name: 'Hampi Heritage Ruins Tour',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'sacred', 'royal', 'depart'],
      blurb: 'The Virupaksha and Vittala temples, the royal centre and a coracle on the river.',
      pitch:
        'Two full days among the ruins of Vijayanagara with a licensed guide, who brings the empire’s kings, traders and temples to life for every age. A coracle ride on the Tungabhadra is always a hit with children.',
      extras: ['Licensed guide for two days', 'Coracle ride'],
      extraCost: 1500,
    },
    {
      slug: 'hampi-utsav-festival',
      name: 'Hampi Utsav Festival',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'utsav', 'sacred', 'depart'],
      blurb: 'Music, dance and lit-up ruins at Karnataka’s festival of Vijayanagara.',
      pitch:
        'The Hampi Utsav is a celebration of the Vijayanagara empire, with performances on stages among the ruins and monuments lit up at night. It is usually held in the winter months on dates announced by the Karnataka government, and we set our departures to match.',
      season: false,
      months: [11, 12, 1, 2],
      cancellation: 'festival',
    },
    {
      slug: 'hampi-bouldering-and-cycling',
      name: 'Hampi Bouldering and Cycling',
      category: 'ADVENTURE',
      rating: 2,
      days: ['arrive', 'cycle', 'bouldering', 'anegundi', 'depart'],
      blurb: 'Climb the famous granite boulders, cycle between the ruins and cross to Anegundi.',
      pitch:
        'Hampi for active travellers. Cycle the ruins with a guide, spend a morning bouldering on world-class granite with a local climbing team, and climb the steps of Anjanadri Hill for the view over the river.',
      extras: [
        'Guided cycle tour with bicycle',
        'Bouldering session with guide, shoes and crash pads',
      ],
      extraCost: 2500,
    },
    {
      slug: 'hampi-badami-aihole-road-trip',
      name: 'Hampi, Badami and Aihole Road Trip',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'sacred', 'royal', 'to-badami', 'aihole-depart'],
      blurb:
        'Vijayanagara’s ruins, Badami’s cave temples and the temples of Aihole and Pattadakal.',
      pitch:
        'A road trip through a thousand years of Deccan history for a group of friends. Two days in Hampi, then the red sandstone cliffs and cave temples of Badami, and the early temples of Aihole and Pattadakal.',
      gateway: 'Hosapete railway station | Hubballi airport',
    },
    {
      slug: 'hampi-daroji-sloth-bears',
      name: 'Hampi and the Daroji Sloth Bears',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'daroji', 'royal', 'depart'],
      blurb: 'Wild sloth bears on the rocks at Daroji, with the ruins of Vijayanagara.',
      pitch:
        'Just outside Hampi, the Daroji Sloth Bear Sanctuary protects a rocky scrubland where bears come out in the late afternoon to feed, watched from a hide. Peacocks, painted spurfowl and yellow-throated bulbuls are common too.',
      extras: ['Daroji sanctuary entry'],
      extraCost: 500,
    },
    {
      slug: 'hampi-anjanadri-pilgrimage',
      name: 'Hampi and Anjanadri Pilgrimage',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'sacred', 'anegundi', 'depart'],
      blurb: 'Darshan at Virupaksha and the climb to Anjanadri, held to be Hanuman’s birthplace.',
      pitch:
        'Hampi is Kishkindha of the Ramayana to many pilgrims. Take darshan at the living Virupaksha Temple, climb Anjanadri Hill, held to be the birthplace of Hanuman, and visit Pampa Sarovar across the river.',
      veg: true,
      meals: 'MAP',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Hampi?',
      'October to February, when the days are warm but not too hot. March to May is very hot, and the monsoon is green but humid.',
    ),
    faq(
      'How do I reach Hampi?',
      'Hosapete (Hospet), 13 km away, is the nearest railway station, with trains from Bengaluru and Hubballi. The nearest airports are at Toranagallu (Vidyanagar), about 40 km away, and Hubballi, about 160 km.',
    ),
    faq(
      'How many days are enough for Hampi?',
      'Two full days cover the sacred and royal centres. Add a day for Anegundi or the Daroji sanctuary, and two more for Badami, Aihole and Pattadakal.',
    ),
    faq(
      'How do we get around the ruins?',
      'By car or auto-rickshaw between the main groups, by bicycle or electric buggy on some paths, and on foot within each group. A licensed guide makes a big difference.',
    ),
    faq(
      'Where should we stay in Hampi?',
      'Most hotels are in Hosapete and Kamalapur, with a few resorts and guest houses near Hampi and across the river around Anegundi. Staying inside the protected monument zone is restricted.',
    ),
    faq(
      'What should I wear in Hampi?',
      'Light cotton clothes, a hat and comfortable shoes for walking on rock. Cover shoulders and knees for the Virupaksha Temple, where shoes are removed.',
    ),
    faq(
      'What should I eat in Hampi?',
      'North Karnataka meals with jolada rotti (jowar bread) and ennegai brinjal, South Indian breakfasts, and banana pancakes in the travellers’ cafés.',
    ),
    faq(
      'Is the archaeological museum worth a visit?',
      'Yes. The museum at Kamalapur has sculptures and a large model of the site that helps you understand it; it is closed on Fridays.',
    ),
  ],
};

const pondicherry: DestinationPlan = {
  destination: 'pondicherry',
  gateway: 'Chennai airport',
  season: 'October to March',
  cost: 0.95,
  meals: 'CP',
  days: {
    arrive: d(
      'Chennai to Pondicherry',
      'Pick-up at Chennai and a drive of about three and a half hours down the East Coast Road along the sea to Pondicherry. Evening walk on the Promenade, closed to traffic after dark.',
      ['East Coast Road', 'Promenade Beach'],
      '{stay} in Pondicherry',
    ),
    'white-town': d(
      'The French Quarter and the Ashram',
      'Walk the streets of White Town, with their ochre villas and bougainvillea, past the French War Memorial and the Notre-Dame des Anges church. Visit the Sri Aurobindo Ashram and the Manakula Vinayagar Temple, and stop for coffee in a colonial courtyard.',
      ['White Town', 'Notre-Dame des Anges', 'Sri Aurobindo Ashram', 'Manakula Vinayagar Temple'],
      '{stay} in Pondicherry',
    ),
    auroville: d(
      'Auroville and Paradise Beach',
      'Visit Auroville, the international township founded in 1968, and see the golden Matrimandir from the viewing point. In the afternoon, take the boat across the Chunnambar backwaters to Paradise Beach.',
      [
        'Auroville Visitors Centre',
        'Matrimandir viewing point',
        'Chunnambar boat house',
        'Paradise Beach',
      ],
      '{stay} in Pondicherry',
    ),
    surf: d(
      'Surfing at Serenity Beach',
      'A morning surf lesson with a certified instructor on the gentle waves of Serenity Beach, then the cafés and boutiques of White Town.',
      ['Serenity Beach surf lesson', 'White Town cafés'],
      '{stay} in Pondicherry',
    ),
    'scuba-1': d(
      'First dive off Pondicherry',
      'A theory and pool session with a PADI instructor, then a boat out to a reef for your first open-water dive of about 10 to 12 metres.',
      ['Dive centre', 'Open-water reef'],
      '{stay} in Pondicherry',
    ),
    'scuba-2': d(
      'Temple Reef',
      'A second dive at Temple Reef, an artificial reef built of concrete structures off the coast that has become home to reef fish, rays and corals.',
      ['Temple Reef'],
      '{stay} in Pondicherry',
    ),
    'arrive-mahabalipuram': d(
      'Chennai to Mahabalipuram',
      'Pick-up at Chennai and a drive of about an hour and a half to Mahabalipuram. Sunset at the Shore Temple, which has stood by the sea for some 1,300 years.',
      ['East Coast Road', 'Shore Temple'],
      '{stay} in Mahabalipuram',
    ),
    mahabalipuram: d(
      'Mahabalipuram to Pondicherry',
      'Morning at the Pancha Rathas, Arjuna’s Penance and Krishna’s Butter Ball, part of the UNESCO-listed Pallava monuments, then drive on to Pondicherry.',
      ['Pancha Rathas', 'Arjuna’s Penance', 'Krishna’s Butter Ball'],
      '{stay} in Pondicherry',
    ),
    tiruvannamalai: d(
      'Tiruvannamalai',
      'A day trip of about 100 km to Tiruvannamalai for darshan at the vast Arunachaleswarar Temple at the foot of the sacred Arunachala hill, and quiet time at the Ramana Maharshi ashram.',
      ['Arunachaleswarar Temple', 'Sri Ramanasramam', 'Arunachala hill'],
      '{stay} in Pondicherry',
    ),
    depart: d(
      'Pondicherry to Chennai',
      'After breakfast, drive back up the coast to Chennai airport.',
      ['East Coast Road', 'Chennai airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'pondicherry-french-quarter-friends',
      name: 'Pondicherry French Quarter Weekend with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'white-town', 'surf', 'depart'],
      blurb:
        'White Town’s cafés and streets, a surf lesson at Serenity Beach and the Promenade at night.',
      pitch:
        'A relaxed long weekend by the sea. Explore the French Quarter on foot or by bicycle, learn to surf at Serenity Beach and spend the evenings on the Promenade and in the town’s cafés.',
      extras: ['Beginner surf lesson with instructor and board'],
      extraCost: 1500,
    },
    {
      slug: 'pondicherry-heritage-honeymoon',
      name: 'Pondicherry Heritage Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'heritage',
      days: ['arrive', 'white-town', 'auroville', 'depart'],
      blurb: 'A French villa hotel, Auroville, Paradise Beach and long walks on the Promenade.',
      pitch:
        'Stay in a restored colonial villa in White Town with a courtyard and a pool. Cycle the quiet French streets, visit Auroville and its Matrimandir, and take the boat to Paradise Beach.',
    },
    {
      slug: 'pondicherry-scuba-dive',
      name: 'Pondicherry Scuba Diving',
      category: 'WATER_ACTIVITY',
      rating: 3,
      days: ['arrive', 'scuba-1', 'scuba-2', 'depart'],
      blurb: 'Two ocean dives with a PADI centre, including the artificial Temple Reef.',
      pitch:
        'The Bay of Bengal off Pondicherry has become one of the easiest places on India’s east coast to learn to dive. Two days with a PADI centre take you from a pool session to two ocean dives, including Temple Reef.',
      season: 'November to April',
      extras: ['Two guided dives with a PADI instructor, boat and equipment'],
      extraCost: 8000,
    },
    {
      slug: 'mahabalipuram-pondicherry-family',
      name: 'Mahabalipuram and Pondicherry Family Holiday',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive-mahabalipuram', 'mahabalipuram', 'white-town', 'auroville', 'depart'],
      blurb: 'The Pallava shore temple and rock carvings, the French Quarter and Paradise Beach.',
      pitch:
        'History and beaches on the Coromandel coast. The Pallava monuments of Mahabalipuram, with their giant carved rock and seaside temple, then Pondicherry’s French Quarter, Auroville and Paradise Beach.',
    },
    {
      slug: 'pondicherry-tiruvannamalai-spiritual',
      name: 'Pondicherry and Tiruvannamalai Spiritual Journey',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'white-town', 'tiruvannamalai', 'depart'],
      blurb: 'The Aurobindo Ashram, Manakula Vinayagar and Arunachaleswarar at Tiruvannamalai.',
      pitch:
        'A quiet spiritual journey: meditation at the Sri Aurobindo Ashram, darshan at the Manakula Vinayagar Temple, and a day at Tiruvannamalai, where the Arunachaleswarar Temple and Ramana Maharshi’s ashram stand below the holy hill.',
      meals: 'MAP',
      veg: true,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Pondicherry?',
      'October to March, especially December to February, when it is warm and breezy. The north-east monsoon brings heavy rain in October and November, and April to June is hot and humid.',
    ),
    faq(
      'How do I reach Pondicherry?',
      'Chennai airport is about 150 km away, three to four hours by road along the East Coast Road. Puducherry railway station has trains from Chennai and a few other cities, and the small Puducherry airport has limited flights.',
    ),
    faq(
      'How many days are enough for Pondicherry?',
      'Two to three days cover White Town, the Ashram, Auroville and a beach. Add a day for Mahabalipuram or Tiruvannamalai.',
    ),
    faq(
      'Can we go inside the Matrimandir at Auroville?',
      'Visitors can see the Matrimandir from a viewing point after a short walk. Entry to the inner chamber for concentration is allowed only with an advance booking at the Visitors Centre, subject to rules that change from time to time.',
    ),
    faq(
      'Is the sea safe for swimming in Pondicherry?',
      'The town’s Promenade has a rocky shore with no swimming. Serenity, Paradise and Auroville beaches are better, but currents can be strong, so swim only where others do and avoid the monsoon.',
    ),
    faq(
      'What should I eat in Pondicherry?',
      'French bakeries and crêpes, Creole dishes that mix French and Tamil cooking, fresh seafood, and South Indian meals in the Tamil quarter.',
    ),
    faq(
      'What can I buy in Pondicherry?',
      'Handmade paper, incense, leather goods, Auroville pottery and textiles, and aromatic oils and soaps.',
    ),
    faq(
      'Is it easy to get around Pondicherry?',
      'Yes. White Town is small and best seen on foot or by rented bicycle. Scooters and cabs are handy for Auroville and the beaches.',
    ),
  ],
};

const andaman: DestinationPlan = {
  destination: 'andaman-islands',
  gateway: 'Veer Savarkar airport in Sri Vijaya Puram',
  season: 'October to May',
  cost: 1.35,
  meals: 'CP',
  policy: 'island',
  cancellation: 'island',
  vehicle:
    'Transfers and sightseeing by private air-conditioned car, and ferry tickets between the islands',
  days: {
    arrive: d(
      'Arrival in Sri Vijaya Puram',
      'Pick-up at the airport and check-in. In the afternoon, visit the Cellular Jail, where freedom fighters were imprisoned, and stay for the evening sound-and-light show, then walk along the seafront.',
      ['Cellular Jail', 'Sound-and-light show'],
      '{stay} in Sri Vijaya Puram',
    ),
    'ross-north': d(
      'Ross Island and North Bay',
      'Take a boat to Ross Island, now Netaji Subhas Chandra Bose Dweep, the old British headquarters with ruined church and ballroom overrun by roots and roamed by deer. Continue to North Bay for coral viewing by glass-bottom boat, snorkelling or a sea walk.',
      ['Netaji Subhas Chandra Bose Dweep', 'North Bay Island'],
      '{stay} in Sri Vijaya Puram',
    ),
    'to-havelock': d(
      'Ferry to Swaraj Dweep',
      'Morning ferry to Swaraj Dweep (Havelock), about two hours. Check in and spend the afternoon at Radhanagar Beach, one of the finest beaches in Asia, for the sunset.',
      ['Ferry to Swaraj Dweep', 'Radhanagar Beach'],
      '{stay} on Swaraj Dweep',
    ),
    'elephant-beach': d(
      'Elephant Beach snorkelling',
      'A boat to Elephant Beach for snorkelling over coral gardens, with sea walks and glass-bottom boats available at extra cost. Afternoon at Kalapathar Beach.',
      ['Elephant Beach', 'Snorkelling', 'Kalapathar Beach'],
      '{stay} on Swaraj Dweep',
    ),
    'havelock-leisure': d(
      'A free day on Swaraj Dweep',
      'A day to yourselves: a lazy morning, a spa treatment or a walk along the shore, and a candlelight dinner by the sea.',
      ['Resort', 'Beach walk'],
      '{stay} on Swaraj Dweep',
    ),
    'to-neil': d(
      'Ferry to Shaheed Dweep',
      'A short ferry to Shaheed Dweep (Neil), a small island of villages and paddy fields. See the natural rock bridge at low tide and the sunset at Laxmanpur Beach.',
      ['Ferry to Shaheed Dweep', 'Natural Bridge', 'Laxmanpur Beach'],
      '{stay} on Shaheed Dweep',
    ),
    'neil-back': d(
      'Shaheed Dweep to Sri Vijaya Puram',
      'A morning swim at Bharatpur Beach, then the ferry back to Sri Vijaya Puram, with sunset at Chidiya Tapu, the bird island point south of the town.',
      ['Bharatpur Beach', 'Ferry to Sri Vijaya Puram', 'Chidiya Tapu'],
      '{stay} in Sri Vijaya Puram',
    ),
    'havelock-back': d(
      'Swaraj Dweep to Sri Vijaya Puram',
      'A last swim at Kalapathar, then the ferry back to Sri Vijaya Puram and an evening at Corbyn’s Cove beach.',
      ['Kalapathar Beach', 'Ferry to Sri Vijaya Puram', 'Corbyn’s Cove'],
      '{stay} in Sri Vijaya Puram',
    ),
    baratang: d(
      'Baratang’s caves and mangroves',
      'A very early start to join the road convoy north to Baratang; photography is not allowed on the stretch through the Jarawa reserve. A speedboat through mangrove creeks and a short walk lead to limestone caves, and a mud volcano is nearby.',
      ['Andaman Trunk Road', 'Mangrove creeks', 'Limestone caves', 'Mud volcano'],
      '{stay} in Sri Vijaya Puram',
    ),
    'ow-1': d(
      'Open Water course: theory and confined water',
      'Start your PADI Open Water course with theory, videos and skills practice in shallow water with your instructor.',
      ['Dive centre', 'Confined water session'],
      '{stay} on Swaraj Dweep',
    ),
    'ow-2': d(
      'Open Water course: first ocean dives',
      'Two ocean dives on the reefs around Swaraj Dweep, practising your skills at up to 12 metres.',
      ['Reef dive sites'],
      '{stay} on Swaraj Dweep',
    ),
    'ow-3': d(
      'Open Water course: certification dives',
      'Two final dives to 18 metres and the final exam. You finish as a certified Open Water diver, able to dive anywhere in the world with a buddy.',
      ['Reef dive sites', 'Certification'],
      '{stay} on Swaraj Dweep',
    ),
    'water-sports': d(
      'Water sports at North Bay and the harbour',
      'A sea walk at North Bay, walking on the seabed wearing a helmet, with snorkelling and a glass-bottom boat, then jet skis and parasailing at the water sports complex in town.',
      ['North Bay sea walk', 'Snorkelling', 'Water sports complex'],
      '{stay} in Sri Vijaya Puram',
    ),
    depart: d(
      'Departure',
      'Shopping for shell crafts and spices after breakfast, then the transfer to the airport.',
      ['Veer Savarkar airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'andaman-family-havelock-neil',
      name: 'Andaman Family Holiday: Havelock and Neil',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'to-havelock', 'elephant-beach', 'to-neil', 'neil-back', 'depart'],
      blurb: 'The Cellular Jail, Radhanagar Beach, snorkelling at Elephant Beach and quiet Neil.',
      pitch:
        'The Andamans for families, with all ferries and transfers arranged. History at the Cellular Jail, the white sand of Radhanagar, easy snorkelling at Elephant Beach and a night on the slow, friendly island of Neil.',
      extras: ['Boat to Elephant Beach with snorkelling'],
      extraCost: 1500,
    },
    {
      slug: 'andaman-honeymoon-islands',
      name: 'Andaman Honeymoon in the Islands',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'resort',
      days: [
        'arrive',
        'to-havelock',
        'elephant-beach',
        'havelock-leisure',
        'to-neil',
        'neil-back',
        'depart',
      ],
      blurb:
        'Beach resorts on Havelock and Neil, sunsets at Radhanagar and a candlelight dinner by the sea.',
      pitch:
        'Seven days of sand and sea for two. Three nights on Swaraj Dweep with Radhanagar’s sunsets and a free day, a night on Shaheed Dweep, and all ferries booked in the premium private boats.',
      extras: ['Boat to Elephant Beach with snorkelling'],
      extraCost: 1500,
    },
    {
      slug: 'andaman-padi-open-water',
      name: 'Andaman PADI Open Water Diving Course',
      category: 'WATER_ACTIVITY',
      rating: 3,
      days: ['arrive', 'to-havelock', 'ow-1', 'ow-2', 'ow-3', 'havelock-back', 'depart'],
      blurb: 'Become a certified diver in the clear water around Swaraj Dweep.',
      pitch:
        'Learn to dive where many Indian divers first did. Over three days on Swaraj Dweep, a PADI instructor takes you from the basics to four ocean dives and the Open Water certification, with plenty of reef life along the way.',
      season: 'November to May',
      extras: [
        'PADI Open Water course with four ocean dives, equipment and certification',
        'Course materials',
      ],
      extraCost: 30000,
      exclusions: ['Medical certificate, if the dive centre asks for one'],
    },
    {
      slug: 'andaman-friends-island-hop',
      name: 'Andaman Island Hop with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'ross-north', 'to-havelock', 'elephant-beach', 'havelock-back', 'depart'],
      blurb: 'Ross Island’s ruins, North Bay’s coral, Radhanagar sunsets and Elephant Beach.',
      pitch:
        'An island-hopping trip for friends, with the ferries and boats sorted. The colonial ruins of Ross Island, coral at North Bay, two nights on Swaraj Dweep for Radhanagar and Elephant Beach, and evenings by the sea.',
      extras: ['Boats to Ross Island, North Bay and Elephant Beach'],
      extraCost: 2500,
    },
    {
      slug: 'andaman-baratang-nature',
      name: 'Andaman Nature Trail: Baratang, Ross and Havelock',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'baratang', 'ross-north', 'to-havelock', 'havelock-back', 'depart'],
      blurb: 'Mangrove creeks and limestone caves at Baratang, island ruins and Radhanagar Beach.',
      pitch:
        'The wilder side of the Andamans. A long day to Baratang for mangroves, caves and a mud volcano, a boat to the forest-covered ruins of Ross Island, and a night on Swaraj Dweep for its beaches and reefs.',
      extras: ['Baratang permits and speedboat', 'Boats to Ross Island and North Bay'],
      extraCost: 3000,
    },
    {
      slug: 'andaman-water-sports',
      name: 'Andaman Water Sports Holiday',
      category: 'WATER_ACTIVITY',
      rating: 4,
      days: ['arrive', 'water-sports', 'to-havelock', 'elephant-beach', 'havelock-back', 'depart'],
      blurb: 'A sea walk, snorkelling, jet skis and parasailing, with two nights on Havelock.',
      pitch:
        'The Andamans for water lovers who don’t want to dive. Walk on the seabed at North Bay, snorkel at Elephant Beach, ride jet skis and go parasailing, with two nights on Swaraj Dweep in between.',
      extras: ['Sea walk at North Bay', 'Snorkelling trips', 'Jet ski and parasailing session'],
      extraCost: 9000,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit the Andaman Islands?',
      'October to May, with the calmest seas and best visibility for diving from December to April. The south-west monsoon, from late May to September, brings rough seas and ferry cancellations.',
    ),
    faq(
      'How do I reach the Andamans?',
      'Veer Savarkar International Airport at Sri Vijaya Puram (formerly Port Blair) has direct flights from Chennai, Kolkata, Delhi, Bengaluru and other cities. Passenger ships from the mainland take three to four days and run infrequently.',
    ),
    faq(
      'Do Indian citizens need a permit for the Andamans?',
      'No. Indian citizens need only a valid photo ID. Foreign nationals should check the current Restricted Area Permit rules, which were relaxed for many islands in 2018, and tribal reserves are closed to all visitors.',
    ),
    faq(
      'How many days are enough for the Andamans?',
      'Five to six days cover Sri Vijaya Puram, Swaraj Dweep (Havelock) and Shaheed Dweep (Neil). Add a day for Baratang and three for a diving course.',
    ),
    faq(
      'How do we travel between the islands?',
      'By government ferries or private catamarans. Private ferries are faster and more comfortable and are booked in advance; all sailings depend on the weather.',
    ),
    faq(
      'Can non-swimmers snorkel or try a sea walk?',
      'Yes. Snorkelling with a life jacket and guide, sea walks and introductory dives are designed for non-swimmers, though you should be comfortable in water.',
    ),
    faq(
      'What should I pack for the Andamans?',
      'Light cotton clothes, swimwear, reef-safe sunscreen, a hat, sandals and a light rain jacket. Carry cash too, as ATMs on the smaller islands can run dry.',
    ),
    faq(
      'Is there mobile network and internet in the Andamans?',
      'Coverage is best with BSNL, Airtel and Jio in Sri Vijaya Puram, and is improving on Swaraj and Shaheed Dweep, but data can be slow. Many resorts have Wi-Fi.',
    ),
    faq(
      'What local food should I try in the Andamans?',
      'Fresh seafood grilled or in coconut curries, crab, lobster when in season, and tender coconut water everywhere.',
    ),
    faq(
      'Are there rules on taking shells or coral home?',
      'Yes. Collecting or carrying coral, shells and sand from the islands is prohibited, and bags are checked at the airport. Buy shell craft only from licensed government shops, with a receipt.',
    ),
  ],
};

export const SOUTH_PLANS: DestinationPlan[] = [
  goa,
  kerala,
  munnar,
  ooty,
  coorg,
  mysore,
  hampi,
  pondicherry,
  andaman,
];
