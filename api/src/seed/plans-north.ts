/** Fact tables for Rajasthan and the northern plains: days, packages and FAQs. */
import { d, faq } from './catalogue';
import type { DestinationPlan } from './types';

const jaipur: DestinationPlan = {
  destination: 'jaipur',
  gateway: 'Jaipur airport or railway station',
  season: 'October to March',
  cost: 1,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival in Jaipur',
      'Pick-up and check-in. In the evening, walk through Johari and Bapu Bazaars inside the pink walls of the old city, and see the white marble Birla Mandir lit up after dark.',
      ['Johari Bazaar', 'Bapu Bazaar', 'Birla Mandir'],
      '{stay} in Jaipur',
    ),
    'arrive-village': d(
      'Arrival and a village-style dinner',
      'Pick-up and check-in. In the evening, head out to a village-style resort on the edge of the city for Rajasthani folk dance, puppet shows and a dinner of dal-baati-churma.',
      ['Village-style resort', 'Rajasthani dinner'],
      '{stay} in Jaipur',
    ),
    amber: d(
      'Amber Fort and Jal Mahal',
      'Drive up to Amber Fort, the old Kachhwaha capital, for the mirrored Sheesh Mahal and the Ganesh Pol gateway. Stop at the Panna Meena ka Kund stepwell in Amer village and for photos of Jal Mahal in the Man Sagar lake.',
      ['Amber Fort', 'Panna Meena ka Kund', 'Jal Mahal'],
      '{stay} in Jaipur',
    ),
    city: d(
      'City Palace, Jantar Mantar and Hawa Mahal',
      'Tour the City Palace, still home to the royal family, and the Jantar Mantar observatory with its giant sundial. Photograph the honeycomb facade of Hawa Mahal, built in 1799, and end at the Albert Hall Museum, lit up at night.',
      ['City Palace', 'Jantar Mantar', 'Hawa Mahal', 'Albert Hall Museum'],
      '{stay} in Jaipur',
    ),
    forts: d(
      'Jaigarh and Nahargarh',
      'See the Jaivana cannon, one of the largest cannons on wheels ever made, at Jaigarh Fort, then follow the ridge to Nahargarh for sunset over the whole city.',
      ['Jaigarh Fort', 'Jaivana cannon', 'Nahargarh Fort'],
      '{stay} in Jaipur',
    ),
    jhalana: d(
      'Leopard safari in Jhalana',
      'An early jeep safari in the Jhalana leopard reserve, a patch of dry Aravalli forest on the edge of the city with one of the densest leopard populations in India. Afternoon at Amber Fort and Panna Meena ka Kund.',
      ['Jhalana Leopard Reserve', 'Amber Fort', 'Panna Meena ka Kund'],
      '{stay} in Jaipur',
    ),
    balloon: d(
      'Hot-air balloon at dawn',
      'A dawn hot-air balloon flight of about an hour over villages, fields and forts near Amer, when the weather allows. Afternoon at Amber Fort.',
      ['Hot-air balloon flight', 'Amer countryside', 'Amber Fort'],
      '{stay} in Jaipur',
    ),
    'cycle-forts': d(
      'Old-city cycle ride and Nahargarh hike',
      'A guided bicycle ride through the waking lanes of the old city, past flower and vegetable markets, followed in the afternoon by a hike up the old path to Nahargarh Fort for sunset.',
      ['Old city cycle tour', 'Phool Mandi', 'Nahargarh Fort'],
      '{stay} in Jaipur',
    ),
    'food-bazaars': d(
      'Bazaars, food and Nahargarh sunset',
      'A food walk through the old city: pyaaz kachori, lassi in a clay cup, and ghewar from a sweet shop. Shop for block prints and bangles, then drive up to Nahargarh for sunset.',
      ['Old city food walk', 'Tripolia Bazaar', 'Nahargarh Fort'],
      '{stay} in Jaipur',
    ),
    kites: d(
      'Makar Sankranti on the rooftops',
      'On 14 January, Jaipur takes to its rooftops to fly kites from morning to dusk. Spend the day on a terrace in the old city with a local family, kites and til sweets, as the sky fills with kites and, after dark, with lamps and fireworks.',
      ['Old city rooftop', 'Kite bazaar at Haldiyon ka Rasta'],
      '{stay} in Jaipur',
    ),
    depart: d(
      'Departure',
      'Breakfast and a last round of shopping, then the transfer to Jaipur airport or railway station.',
      ['Jaipur airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'jaipur-royal-honeymoon',
      name: 'Jaipur Royal Honeymoon in a Palace Hotel',
      category: 'HONEYMOON',
      rating: 5,
      lodging: 'heritage',
      days: ['arrive', 'city', 'amber', 'depart'],
      blurb: 'A palace hotel, Amber Fort and the Pink City’s bazaars for two.',
      pitch:
        'Stay like royalty in one of Jaipur’s palace hotels, with courtyards, fountains and a candlelit dinner on the terrace. The days cover the City Palace, Hawa Mahal and Amber Fort at an easy pace, with time for the spa and the bazaars.',
    },
    {
      slug: 'jaipur-leopard-safari',
      name: 'Jaipur Leopard Safari and Forts',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'jhalana', 'city', 'depart'],
      blurb:
        'Wild leopards in Jhalana, on the edge of the city, with Amber Fort and the City Palace.',
      pitch:
        'Few capitals have wild leopards living inside their limits. Jaipur’s Jhalana reserve is one of the best places in India to see them, and this trip pairs a morning safari with the forts and palaces of the Pink City.',
      policy: 'wildlife',
      extras: ['One jeep safari in Jhalana with permit'],
      extraCost: 2500,
    },
    {
      slug: 'jaipur-friends-weekend',
      name: 'Jaipur Weekend with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive-village', 'food-bazaars', 'forts', 'depart'],
      blurb: 'Folk dance and dal-baati, a food walk, Jaigarh’s cannon and Nahargarh sunsets.',
      pitch:
        'Jaipur for a group of friends who like to eat and explore. Start with a village-style dinner and folk dance, spend a day eating your way around the old city, and climb to the hilltop forts for the best sunsets in Rajasthan.',
    },
    {
      slug: 'jaipur-kite-festival',
      name: 'Jaipur Kite Festival on Makar Sankranti',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'city', 'kites', 'depart'],
      blurb: 'Fly kites from an old-city rooftop on 14 January, with the palaces of the Pink City.',
      pitch:
        'Makar Sankranti, on 14 January, is Jaipur’s liveliest day of the year, when the whole city flies kites from its rooftops. This trip puts you on an old-city terrace for the festival, with a day for the City Palace and Hawa Mahal before it.',
      season: false,
      months: [1],
      cancellation: 'festival',
    },
    {
      slug: 'jaipur-balloon-and-cycle',
      name: 'Jaipur Balloon Flight, Cycle Tour and Fort Hike',
      category: 'ADVENTURE',
      rating: 4,
      days: ['arrive', 'balloon', 'cycle-forts', 'depart'],
      blurb: 'Float over Amer at sunrise, cycle the old city and hike up to Nahargarh.',
      pitch:
        'See Jaipur from above and from the saddle. A dawn balloon flight drifts over the fields around Amer, a guided cycle ride explores the old city before the traffic, and an old footpath climbs to Nahargarh for sunset. Balloon flights run only in calm winter weather.',
      season: 'November to March',
      extras: ['Hot-air balloon flight', 'Guided old-city cycle tour with bicycle and helmet'],
      extraCost: 13000,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Jaipur?',
      'October to March is the most comfortable, with warm days and cool evenings. April to June is very hot, and the monsoon from July to September is humid but green.',
    ),
    faq(
      'How do I reach Jaipur?',
      'Jaipur has an international airport and is well connected by train, including fast trains from Delhi that take about four to five hours. By road it is about 280 km from Delhi and 240 km from Agra.',
    ),
    faq(
      'How many days are enough for Jaipur?',
      'Two full days cover Amber, the City Palace, Jantar Mantar, Hawa Mahal and Nahargarh. Add a day for shopping, a leopard safari in Jhalana or a trip to Abhaneri’s stepwell.',
    ),
    faq(
      'Is there a combined ticket for Jaipur’s monuments?',
      'Yes. A composite ticket from the Rajasthan tourism department covers several monuments, including Amber Fort, Nahargarh, Hawa Mahal, Jantar Mantar and the Albert Hall, for two days. The City Palace and Jaigarh are ticketed separately.',
    ),
    faq(
      'Are elephant rides at Amber Fort a good idea?',
      'We do not include elephant rides, out of concern for the animals’ welfare. A jeep takes you up to the fort, or you can walk up the ramp in about twenty minutes.',
    ),
    faq(
      'What should I eat in Jaipur?',
      'Dal-baati-churma, laal maas for meat eaters, gatte ki sabzi, pyaaz kachori, mirchi vada and ghewar. A lassi in a clay cup on MI Road is a Jaipur tradition.',
    ),
    faq(
      'What can I buy in Jaipur?',
      'Block-printed cotton from Sanganer and Bagru, blue pottery, lac bangles, gemstones and silver jewellery, leather juttis and quilts. For gems, buy only from shops that give a certificate.',
    ),
    faq(
      'What should I wear in Jaipur?',
      'Light cotton clothes, a hat and sunglasses by day, and a warm layer for winter evenings. Cover shoulders and knees for temples.',
    ),
    faq(
      'Is Jaipur safe for tourists?',
      'Jaipur is safe and welcoming. Watch out for touts offering gem deals or free tours, agree on auto-rickshaw fares first or use app cabs, and carry water in the heat.',
    ),
    faq(
      'Can I see leopards in Jaipur?',
      'Yes. The Jhalana leopard reserve, inside the city, runs jeep safaris in the morning and afternoon and has regular leopard sightings, although nothing is guaranteed.',
    ),
  ],
};

const rajasthan: DestinationPlan = {
  destination: 'rajasthan',
  gateway: 'Jaipur airport or railway station',
  season: 'October to March',
  cost: 1,
  meals: 'CP',
  lodging: 'heritage',
  days: {
    arrive: d(
      'Arrival in Jaipur',
      'Pick-up and check-in at your hotel in the Pink City. In the evening, walk through the bazaars inside the old city walls.',
      ['Jaipur', 'Johari Bazaar'],
      '{stay} in Jaipur',
    ),
    'jaipur-full': d(
      'Jaipur: Amber Fort and the old city',
      'Morning at Amber Fort and its mirrored halls, a photo stop at Jal Mahal, then the City Palace, Jantar Mantar and the facade of Hawa Mahal in the afternoon.',
      ['Amber Fort', 'Jal Mahal', 'City Palace', 'Jantar Mantar', 'Hawa Mahal'],
      '{stay} in Jaipur',
    ),
    mandawa: d(
      'Jaipur to Mandawa',
      'Drive about 170 km into Shekhawati, whose merchant families covered their havelis with frescoes. Walk through the painted havelis of Mandawa with a local guide.',
      ['Shekhawati', 'Mandawa painted havelis'],
      '{stay} in Mandawa',
    ),
    bikaner: d(
      'Mandawa to Bikaner',
      'Drive to Bikaner for the Junagarh Fort, never conquered in battle, and the Karni Mata temple at Deshnoke, where thousands of rats are protected as sacred.',
      ['Junagarh Fort', 'Karni Mata Temple at Deshnoke'],
      '{stay} in Bikaner',
    ),
    'bikaner-jaisalmer': d(
      'Bikaner to Jaisalmer',
      'A long drive of about 330 km across the Thar to Jaisalmer. Sunset at Gadisar Lake, the old reservoir of the city.',
      ['Thar Desert', 'Gadisar Lake'],
      '{stay} in Jaisalmer',
    ),
    jaisalmer: d(
      'The golden fort of Jaisalmer',
      'Walk through the living fort and its Jain temples, then the carved merchant houses of Patwon ki Haveli and Salim Singh ki Haveli.',
      ['Jaisalmer Fort', 'Jain temples', 'Patwon ki Haveli', 'Salim Singh ki Haveli'],
      '{stay} in Jaisalmer',
    ),
    sam: d(
      'Kuldhara and the Sam dunes',
      'Visit the abandoned village of Kuldhara and the royal cenotaphs of Bada Bagh, then ride a camel over the Sam dunes at sunset. Folk music and dinner at the camp.',
      ['Kuldhara', 'Bada Bagh', 'Sam sand dunes'],
      '{camp} at the Sam dunes',
    ),
    'to-jodhpur': d(
      'Jaisalmer to Jodhpur',
      'Drive about 285 km east to Jodhpur. In the evening, wander the blue lanes around the clock tower and the Sardar Market.',
      ['Jodhpur clock tower', 'Sardar Market'],
      '{stay} in Jodhpur',
    ),
    jodhpur: d(
      'Mehrangarh and the blue city',
      'Explore Mehrangarh Fort, rising sheer from a rock above the city, and its museum of palanquins and weapons. Visit the marble Jaswant Thada and the Umaid Bhawan Palace museum.',
      ['Mehrangarh Fort', 'Jaswant Thada', 'Umaid Bhawan Palace museum'],
      '{stay} in Jodhpur',
    ),
    'jaipur-jodhpur': d(
      'Jaipur to Jodhpur',
      'Drive about 340 km west to Jodhpur, with lunch on the way. Evening at the clock tower market below Mehrangarh.',
      ['Ajmer road', 'Jodhpur clock tower'],
      '{stay} in Jodhpur',
    ),
    'ranakpur-udaipur': d(
      'Jodhpur to Udaipur via Ranakpur',
      'Stop at the fifteenth-century Jain temple of Ranakpur, with its forest of more than 1,400 carved marble pillars, then drive through the Aravalli hills to Udaipur.',
      ['Ranakpur Jain Temple', 'Aravalli hills', 'Udaipur'],
      '{stay} in Udaipur',
    ),
    udaipur: d(
      'Udaipur’s palaces and lakes',
      'Tour the City Palace and the Jagdish Temple, walk in the Saheliyon-ki-Bari garden and take a sunset boat on Lake Pichola past the Lake Palace.',
      ['City Palace', 'Jagdish Temple', 'Saheliyon-ki-Bari', 'Lake Pichola'],
      '{stay} in Udaipur',
    ),
    'udaipur-leisure': d(
      'A slow day in Udaipur',
      'A free morning at the hotel, then an evening of Rajasthani dance at Bagore ki Haveli and dinner on a rooftop facing the lake.',
      ['Bagore ki Haveli', 'Lake Pichola'],
      '{stay} in Udaipur',
    ),
    chittorgarh: d(
      'Udaipur to Chittorgarh',
      'Drive about 115 km to Chittorgarh, the largest fort in India, to see the Vijay Stambh tower of victory, the palace of Rana Kumbha and Padmini’s palace by its pool.',
      ['Chittorgarh Fort', 'Vijay Stambh', 'Rana Kumbha Palace', 'Padmini Palace'],
      '{stay} in Chittorgarh',
    ),
    pushkar: d(
      'Chittorgarh to Pushkar',
      'Drive to Pushkar, a small holy town around a sacred lake with 52 ghats. Visit the Brahma Temple, one of very few in India, and watch the evening aarti on the ghats.',
      ['Pushkar Lake', 'Brahma Temple', 'Pushkar ghats'],
      '{stay} in Pushkar',
    ),
    'jaipur-pushkar': d(
      'Jaipur to Pushkar',
      'Drive about 150 km to Pushkar. Take the ropeway to the Savitri temple for the view over the lake and desert, and sit on the ghats at sunset.',
      ['Savitri Temple ropeway', 'Pushkar Lake', 'Brahma Temple'],
      '{stay} in Pushkar',
    ),
    'pushkar-jodhpur': d(
      'Pushkar to Jodhpur',
      'Drive about 190 km to Jodhpur and spend the afternoon at Mehrangarh Fort, with its views over the blue city.',
      ['Mehrangarh Fort', 'Blue city lanes'],
      '{stay} in Jodhpur',
    ),
    'jodhpur-jaisalmer': d(
      'Jodhpur to Jaisalmer',
      'Drive about 285 km into the Thar to Jaisalmer, with the afternoon in the fort and its havelis.',
      ['Jaisalmer Fort', 'Patwon ki Haveli'],
      '{stay} in Jaisalmer',
    ),
    'dune-bash': d(
      'Dune bashing and a desert camp',
      'Head out to the Sam dunes for a jeep ride over the sand, a camel ride at sunset and a night of folk music and dancing at the camp.',
      ['Sam sand dunes', 'Jeep dune ride', 'Camel ride'],
      '{camp} at the Sam dunes',
    ),
    'pushkar-fair': d(
      'Jaipur to the Pushkar Fair',
      'Drive to Pushkar and settle into a tented camp by the fair ground, where thousands of camels, horses and cattle are traded. Evening among the herders’ fires and the fair’s stalls.',
      ['Pushkar fair ground', 'Camel market'],
      '{camp} at the Pushkar fair ground',
    ),
    'pushkar-fair-day': d(
      'A day at the Pushkar Fair',
      'Early morning among the camel herds, then the fair’s competitions, from moustache contests to camel races, and the ghats on the eve of Kartik Purnima, when pilgrims bathe in the lake.',
      ['Camel market', 'Mela ground', 'Pushkar ghats', 'Brahma Temple'],
      '{camp} at the Pushkar fair ground',
    ),
    'to-ranthambore': d(
      'Jaipur to Ranthambore',
      'Drive about 180 km to Sawai Madhopur, on the edge of Ranthambore National Park, for an afternoon canter safari.',
      ['Sawai Madhopur', 'Canter safari'],
      '{stay} near Ranthambore',
    ),
    ranthambore: d(
      'Two safaris in Ranthambore',
      'Morning and afternoon safaris in the park, looking for tigers around the lakes and old ruins, with the thousand-year-old fort above.',
      ['Ranthambore National Park', 'Padam Talao', 'Ranthambore Fort'],
      '{stay} near Ranthambore',
    ),
    bharatpur: d(
      'Ranthambore to Bharatpur',
      'Drive to Bharatpur and explore the Keoladeo National Park by cycle-rickshaw with a trained rickshaw guide, looking for painted storks, pelicans and winter migrants.',
      ['Keoladeo National Park'],
      '{stay} in Bharatpur',
    ),
    'depart-agra': d(
      'Bharatpur to Agra',
      'A last early bird walk, then the drive to Agra, about 55 km, with a stop at Fatehpur Sikri.',
      ['Fatehpur Sikri', 'Agra'],
      null,
    ),
    'depart-jaipur': d(
      'Pushkar to Jaipur',
      'Drive back to Jaipur, about three hours, for your flight or train.',
      ['Ajmer', 'Jaipur airport'],
      null,
    ),
    'depart-udaipur': d(
      'Departure from Udaipur',
      'Breakfast by the lake, then the transfer to Udaipur airport or station.',
      ['Udaipur airport'],
      null,
    ),
    'depart-jaisalmer': d(
      'Departure from Jaisalmer',
      'Sunrise over the dunes, then the transfer to Jaisalmer station or airport.',
      ['Jaisalmer'],
      null,
    ),
    'depart-fair': d(
      'Pushkar to Jaipur',
      'A last walk through the fair at dawn, then the drive back to Jaipur for your onward journey.',
      ['Pushkar', 'Jaipur'],
      null,
    ),
  },
  packages: [
    {
      slug: 'grand-rajasthan-tour',
      name: 'Grand Rajasthan Tour: Forts, Deserts and Lakes',
      category: 'FAMILY',
      rating: 4,
      days: [
        'arrive',
        'jaipur-full',
        'mandawa',
        'bikaner',
        'bikaner-jaisalmer',
        'jaisalmer',
        'sam',
        'to-jodhpur',
        'jodhpur',
        'ranakpur-udaipur',
        'udaipur',
        'chittorgarh',
        'pushkar',
        'depart-jaipur',
      ],
      blurb: 'Fourteen days from the Pink City across the Thar to the lakes of Udaipur and back.',
      pitch:
        'The whole of Rajasthan in one unhurried loop. Painted havelis in Shekhawati, Bikaner’s fort, the golden city of Jaisalmer and a night in the dunes, Jodhpur’s Mehrangarh, the Ranakpur temple and the lakes of Udaipur, then Chittorgarh and Pushkar on the way back to Jaipur. Most nights are in heritage hotels.',
    },
    {
      slug: 'pushkar-camel-fair',
      name: 'Pushkar Camel Fair Festival Tour',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'jaipur-full', 'pushkar-fair', 'pushkar-fair-day', 'depart-fair'],
      blurb: 'Two nights in a camp at the Pushkar Fair, with a day in Jaipur.',
      pitch:
        'The Pushkar Fair, held each year in the Hindu month of Kartik, usually in November, is one of the great spectacles of India: camel traders from across the Thar, competitions, music and pilgrims bathing in the holy lake at the full moon. We set the dates to the fair each year.',
      season: false,
      months: [10, 11],
      meals: 'MAP',
      cancellation: 'festival',
    },
    {
      slug: 'rajasthan-royal-honeymoon',
      name: 'Royal Rajasthan Honeymoon in Palace Hotels',
      category: 'HONEYMOON',
      rating: 5,
      days: [
        'arrive',
        'jaipur-full',
        'jaipur-jodhpur',
        'jodhpur',
        'ranakpur-udaipur',
        'udaipur',
        'udaipur-leisure',
        'depart-udaipur',
      ],
      blurb: 'Palace hotels in Jaipur, Jodhpur and Udaipur, with a sunset boat on Lake Pichola.',
      pitch:
        'A honeymoon in three royal cities, each night in a palace or heritage hotel. Jaipur’s Amber Fort, Jodhpur’s Mehrangarh at sunset and three nights by the lakes of Udaipur, with a slow day to enjoy the hotel.',
      gateway: 'Jaipur airport | Udaipur airport',
      meals: 'MAP',
    },
    {
      slug: 'rajasthan-friends-road-trip',
      name: 'Rajasthan Road Trip with Friends',
      category: 'FRIEND',
      rating: 3,
      days: [
        'arrive',
        'jaipur-full',
        'jaipur-pushkar',
        'pushkar-jodhpur',
        'jodhpur-jaisalmer',
        'dune-bash',
        'depart-jaisalmer',
      ],
      blurb: 'Jaipur, Pushkar’s ghats, Jodhpur’s blue lanes and a party night in the dunes.',
      pitch:
        'A week on the road across Rajasthan for a group of friends. Jaipur’s forts, sunset on the ghats of Pushkar, the blue city of Jodhpur and the golden city of Jaisalmer, ending with a jeep ride over the dunes and a night at a desert camp.',
      gateway: 'Jaipur airport or railway station | Jaisalmer station or airport',
      lodging: 'hotel',
    },
    {
      slug: 'rajasthan-tigers-and-birds',
      name: 'Rajasthan Tigers and Birds: Ranthambore and Bharatpur',
      category: 'WILDLIFE',
      rating: 4,
      days: ['arrive', 'jaipur-full', 'to-ranthambore', 'ranthambore', 'bharatpur', 'depart-agra'],
      blurb: 'Three safaris in Ranthambore and a cycle-rickshaw ride through Keoladeo’s wetlands.',
      pitch:
        'Two of India’s best wildlife parks in one week. Look for tigers among the lakes and ruins of Ranthambore, then drift through the wetlands of Keoladeo at Bharatpur, a UNESCO World Heritage Site, in winter one of Asia’s great bird gatherings.',
      season: 'November to March',
      gateway: 'Jaipur airport or railway station | Agra',
      lodging: 'resort',
      meals: 'MAP',
      extras: [
        'Three safaris in Ranthambore with permits',
        'Keoladeo entry and a cycle-rickshaw guide',
      ],
      extraCost: 6500,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Rajasthan?',
      'October to March, when days are warm and nights cool, especially in the desert. April to June is very hot. The monsoon, from July to September, is short in the west but makes Udaipur and the Aravalli hills green.',
    ),
    faq(
      'How do I get to Rajasthan?',
      'Jaipur, Udaipur and Jodhpur have airports with direct flights from the major cities, and Jaisalmer and Bikaner have smaller airports with fewer flights. Jaipur is about four and a half hours from Delhi by fast train, and overnight trains reach Jodhpur, Jaisalmer and Udaipur.',
    ),
    faq(
      'How many days do I need for Rajasthan?',
      'A week covers Jaipur, Jodhpur, Jaisalmer and Udaipur at a fair pace. Ten to fourteen days add Shekhawati, Bikaner, Chittorgarh, Pushkar or Ranthambore without rushing.',
    ),
    faq(
      'How do we travel between cities in Rajasthan?',
      'By private car with a driver, which is the most flexible, or by train on the longer stretches such as Jaipur to Jodhpur or Jodhpur to Jaisalmer. Udaipur, Jodhpur, Jaipur and Jaisalmer also have airports.',
    ),
    faq(
      'When is the Pushkar Fair?',
      'It follows the Hindu calendar and runs for about a week up to Kartik Purnima, the full moon of Kartik, usually in November. The camel trading is busiest in the first days of the fair.',
    ),
    faq(
      'What should I pack for Rajasthan?',
      'Cotton clothes, a hat, sunglasses and sunscreen for the days, and a warm jacket for desert nights from November to February. Comfortable shoes help in the forts, which involve a lot of walking and stairs.',
    ),
    faq(
      'What food should I try in Rajasthan?',
      'Dal-baati-churma, gatte ki sabzi, ker sangri, laal maas, pyaaz kachori and mirchi vada, and sweets such as ghewar and mawa kachori. Many heritage hotels serve royal Rajasthani thalis.',
    ),
    faq(
      'What are the best things to buy in Rajasthan?',
      'Block prints and bandhej tie-dye, blue pottery from Jaipur, leather juttis and mojris, silver jewellery, miniature paintings, and puppets and mirror-work textiles in Jaisalmer.',
    ),
    faq(
      'Is it safe to travel in Rajasthan?',
      'Rajasthan is one of India’s most visited states and is safe for travellers. Beware of touts, shop commissions and unlicensed guides, and drink plenty of water in the heat.',
    ),
    faq(
      'Are heritage hotels comfortable?',
      'Yes. Most have modern bathrooms and air-conditioning within old walls. Rooms vary in size and character, and some have stairs and no lift, so tell us if anyone needs a ground-floor room.',
    ),
    faq(
      'Is mobile network available across Rajasthan?',
      'Coverage is good in the cities and along highways. It weakens at desert camps near the border and in remote parts of the Thar.',
    ),
  ],
};

const udaipur: DestinationPlan = {
  destination: 'udaipur',
  gateway: 'Udaipur airport or railway station',
  season: 'September to March',
  cost: 1.05,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival and a boat on Lake Pichola',
      'Pick-up and check-in. In the late afternoon, take a boat out on Lake Pichola past the Lake Palace to the island of Jag Mandir, as the City Palace turns gold in the setting sun.',
      ['Lake Pichola', 'Lake Palace', 'Jag Mandir'],
      '{stay} in Udaipur',
    ),
    city: d(
      'City Palace and the old city',
      'Tour the City Palace, a complex of courtyards and balconies built over four centuries, and the Jagdish Temple. Walk in the fountains of Saheliyon-ki-Bari, and end with the evening Rajasthani dance show at Bagore ki Haveli.',
      ['City Palace', 'Jagdish Temple', 'Saheliyon-ki-Bari', 'Bagore ki Haveli'],
      '{stay} in Udaipur',
    ),
    'fateh-sagar': d(
      'Fateh Sagar and the Monsoon Palace',
      'Boat on Fateh Sagar Lake, see the Maharana Pratap memorial on Moti Magri, then drive up to the Monsoon Palace on Sajjangarh hill for sunset. Dinner at Ambrai Ghat, facing the lit-up City Palace.',
      ['Fateh Sagar Lake', 'Moti Magri', 'Sajjangarh Monsoon Palace', 'Ambrai Ghat'],
      '{stay} in Udaipur',
    ),
    'couple-day': d(
      'A private evening on the lake',
      'A slow morning at the hotel or its spa, a visit to the vintage car collection of the royal family, and a private sunset boat ride on Lake Pichola followed by a candlelit dinner.',
      ['Vintage car museum', 'Private boat on Lake Pichola'],
      '{stay} in Udaipur',
    ),
    'kumbhalgarh-day': d(
      'Kumbhalgarh and Ranakpur',
      'A full-day drive into the Aravallis to Kumbhalgarh Fort, whose wall runs for 36 km over the hills, and on to the marble Jain temple at Ranakpur with its more than 1,400 carved pillars. Back in Udaipur by evening.',
      ['Kumbhalgarh Fort', 'Ranakpur Jain Temple'],
      '{stay} in Udaipur',
    ),
    'to-kumbhalgarh': d(
      'Udaipur to Kumbhalgarh',
      'Drive about 85 km through the hills to Kumbhalgarh and walk part of the great wall of the fort. Stay the evening for its light-and-sound show.',
      ['Kumbhalgarh Fort', 'Light and sound show'],
      '{stay} at Kumbhalgarh',
    ),
    'kumbhalgarh-safari': d(
      'Kumbhalgarh Wildlife Sanctuary',
      'A morning jeep safari in the Kumbhalgarh Wildlife Sanctuary, a forested ridge home to leopards, sloth bears, wolves and the four-horned antelope, and an afternoon walk through the villages below the fort.',
      ['Kumbhalgarh Wildlife Sanctuary', 'Village walk'],
      '{stay} at Kumbhalgarh',
    ),
    'ranakpur-udaipur': d(
      'Ranakpur and back to Udaipur',
      'Drive to the Ranakpur Jain temple, set in a forest valley, then return to Udaipur through the Aravalli hills.',
      ['Ranakpur Jain Temple', 'Aravalli hills'],
      '{stay} in Udaipur',
    ),
    monsoon: d(
      'Udaipur in the rains',
      'When the monsoon fills the lakes, Udaipur is at its greenest. Drive up to the Monsoon Palace on Sajjangarh, built by the Maharanas to watch the clouds, and visit the Badi lake in the hills, before tea by the water.',
      ['Sajjangarh Monsoon Palace', 'Badi Lake', 'Fateh Sagar Lake'],
      '{stay} in Udaipur',
    ),
    depart: d(
      'Departure',
      'Breakfast by the lake, then the transfer to Udaipur airport or railway station.',
      ['Udaipur airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'udaipur-lake-city-honeymoon',
      name: 'Udaipur Lake City Honeymoon',
      category: 'HONEYMOON',
      rating: 5,
      lodging: 'heritage',
      days: ['arrive', 'city', 'couple-day', 'depart'],
      blurb: 'A lake-facing palace hotel, sunset boats on Lake Pichola and a candlelit dinner.',
      pitch:
        'India’s most romantic city, seen from a palace hotel on the water. Boat out to Jag Mandir at sunset, explore the City Palace and the old city, and keep a whole day for yourselves with a private boat ride and a candlelit dinner.',
    },
    {
      slug: 'udaipur-family-lakes-and-forts',
      name: 'Udaipur Family Holiday with Kumbhalgarh',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'city', 'kumbhalgarh-day', 'fateh-sagar', 'depart'],
      blurb:
        'Boats on two lakes, the City Palace, puppet and dance shows and the great wall of Kumbhalgarh.',
      pitch:
        'Udaipur is easy with children: boat rides, a palace full of stories, a dance show with a towering pot balancing act and, a drive away, the great wall of Kumbhalgarh. The hotel is close to the lake, so evenings are relaxed.',
    },
    {
      slug: 'udaipur-friends-getaway',
      name: 'Udaipur Friends’ Getaway',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'fateh-sagar', 'city', 'depart'],
      blurb: 'Lake boats, rooftop cafés, Sajjangarh sunsets and evenings at Ambrai Ghat.',
      pitch:
        'A long weekend in the Lake City for a group of friends. Rooftop cafés with lake views, sunset from the Monsoon Palace, boating on Fateh Sagar and evenings along the ghats, with the City Palace and a dance show in between.',
    },
    {
      slug: 'udaipur-monsoon-lakes',
      name: 'Udaipur Monsoon Lakes Escape',
      category: 'SEASONAL_PACKAGE',
      rating: 4,
      days: ['arrive', 'monsoon', 'city', 'depart'],
      blurb: 'Full lakes, green hills and the Monsoon Palace in the season it was built for.',
      pitch:
        'Udaipur in the rains is a different city: the lakes are full, the Aravallis turn green, and there are far fewer visitors. Hotels offer their best rates of the year, and the Monsoon Palace finally makes sense.',
      season: 'July to September',
    },
    {
      slug: 'udaipur-kumbhalgarh-ranakpur-nature',
      name: 'Kumbhalgarh Wilds and Ranakpur from Udaipur',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'to-kumbhalgarh', 'kumbhalgarh-safari', 'ranakpur-udaipur', 'depart'],
      blurb: 'Two nights in the Aravalli hills below Kumbhalgarh, with a sanctuary safari.',
      pitch:
        'The green, hilly side of Rajasthan. Stay two nights below the great fort of Kumbhalgarh, take a jeep safari in its wildlife sanctuary and walk through the villages, then visit the Ranakpur temple in its forest valley on the way back.',
      lodging: 'resort',
      meals: 'MAP',
      extras: ['One jeep safari in the Kumbhalgarh Wildlife Sanctuary'],
      extraCost: 2000,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Udaipur?',
      'September to March, when the lakes are full after the monsoon and the weather is pleasant. The monsoon itself, from July to September, is green and romantic, while April to June is hot.',
    ),
    faq(
      'How do I reach Udaipur?',
      'Udaipur’s Maharana Pratap airport, about 22 km from the city, has flights from Delhi, Mumbai and other cities. The city railway station has trains from Delhi, Jaipur and Ahmedabad, and Ahmedabad is about 260 km by road.',
    ),
    faq(
      'How many days are enough for Udaipur?',
      'Two to three days cover the City Palace, the lakes and Sajjangarh. Add a day for Kumbhalgarh and Ranakpur, or for Chittorgarh.',
    ),
    faq(
      'Where is the best sunset view in Udaipur?',
      'From a boat on Lake Pichola, from the Monsoon Palace on Sajjangarh hill, or from Ambrai Ghat facing the City Palace.',
    ),
    faq(
      'Can we visit the Lake Palace?',
      'The Lake Palace is a hotel, open only to its guests and those with restaurant bookings. Jag Mandir, the other island palace, can be visited by boat.',
    ),
    faq(
      'What should I eat in Udaipur?',
      'Dal-baati-churma, gatte ki sabzi, ker sangri and the Mewari thali, with mirchi vada and kachori from the street stalls. The rooftop restaurants by the lake are as much about the view as the food.',
    ),
    faq(
      'What can I shop for in Udaipur?',
      'Miniature paintings, silver jewellery, block-printed textiles, leather-bound diaries and wooden toys, in the lanes around the Jagdish Temple and Hathi Pol.',
    ),
    faq(
      'Is Udaipur good for a honeymoon?',
      'It is one of India’s favourite honeymoon cities, with palace hotels on the water, boat rides and rooftop dinners. Book early for October to February.',
    ),
    faq(
      'Is Udaipur safe at night?',
      'The old city and the ghats are lively and safe in the evenings. The lanes are narrow and steep, so wear comfortable shoes and watch for two-wheelers.',
    ),
  ],
};

const jaisalmer: DestinationPlan = {
  destination: 'jaisalmer',
  gateway: 'Jaisalmer railway station or airport',
  season: 'October to March',
  cost: 1,
  meals: 'MAP',
  days: {
    arrive: d(
      'Arrival in the golden city',
      'Pick-up and check-in. In the evening, watch the sun set over the fort from the cenotaphs of Vyas Chhatri, or from the banks of Gadisar Lake.',
      ['Vyas Chhatri', 'Gadisar Lake'],
      '{stay} in Jaisalmer',
    ),
    fort: d(
      'Jaisalmer Fort and the havelis',
      'Walk up into the twelfth-century fort, where families still live, and see its carved Jain temples and the royal palace. Below it, visit Patwon ki Haveli and the peacock-shaped balconies of Salim Singh ki Haveli.',
      ['Jaisalmer Fort', 'Jain temples', 'Patwon ki Haveli', 'Salim Singh ki Haveli'],
      '{stay} in Jaisalmer',
    ),
    sam: d(
      'Kuldhara, Bada Bagh and the Sam dunes',
      'Visit the royal cenotaphs of Bada Bagh and the abandoned village of Kuldhara, then ride a camel over the dunes at Sam for sunset, with folk music and dinner at the camp.',
      ['Bada Bagh', 'Kuldhara', 'Sam sand dunes'],
      '{camp} at the Sam dunes',
    ),
    'dune-bash': d(
      'Dune bashing and a desert party',
      'Afternoon drive to the Sam dunes for a four-wheel-drive ride over the sand, quad bikes and a camel ride at sunset, then music, dance and a bonfire at the camp.',
      ['Sam sand dunes', 'Jeep dune ride', 'Quad biking'],
      '{camp} at the Sam dunes',
    ),
    'luxury-camp': d(
      'A night in a luxury desert camp',
      'Drive out to a luxury camp in the dunes, with a private camel ride at sunset, a performance by Manganiyar musicians and dinner served under the stars.',
      ['Sam sand dunes', 'Private camel ride', 'Manganiyar music'],
      '{camp} at the Sam dunes',
    ),
    'camel-1': d(
      'Camel trek from Khuri',
      'Drive to Khuri, 45 km south-west, and set off by camel with a camel driver and cook across quieter dunes and scrub, stopping at a water hole and a herders’ hamlet. Sleep on the sand under the stars.',
      ['Khuri village', 'Thar dunes', 'Water hole'],
      'Open-air dune camp near Khuri',
    ),
    'camel-2': d(
      'Camel trek and back to Jaisalmer',
      'Sunrise over the dunes, a morning on camelback and lunch cooked on an open fire, then a drive back to Jaisalmer.',
      ['Thar dunes', 'Khuri'],
      '{stay} in Jaisalmer',
    ),
    tanot: d(
      'Tanot Mata and Longewala',
      'Drive about 120 km towards the border to the Tanot Mata temple, where shells fired in the 1965 war famously failed to explode, and to the Longewala war memorial of the 1971 battle.',
      ['Tanot Mata Temple', 'Longewala War Memorial'],
      '{stay} in Jaisalmer',
    ),
    festival: d(
      'The Desert Festival',
      'Join the Desert Festival: a procession from the fort, turban-tying and moustache contests, camel polo and races, and evenings of folk music and dance.',
      ['Desert Festival grounds', 'Jaisalmer Fort'],
      '{stay} in Jaisalmer',
    ),
    'festival-sam': d(
      'Festival finale at Sam',
      'The festival ends on the full-moon night at the Sam dunes, with camel races, folk performances and fireworks over the sand.',
      ['Sam sand dunes', 'Festival finale'],
      '{camp} at the Sam dunes',
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Jaisalmer railway station or airport.',
      ['Jaisalmer'],
      null,
    ),
    'depart-camp': d(
      'Sunrise on the dunes and departure',
      'Watch the sunrise over the dunes, then drive back to Jaisalmer station or airport, about an hour away.',
      ['Sam sand dunes', 'Jaisalmer'],
      null,
    ),
  },
  packages: [
    {
      slug: 'jaisalmer-desert-festival',
      name: 'Jaisalmer Desert Festival',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'festival', 'fort', 'festival-sam', 'depart-camp'],
      blurb: 'Camel polo, folk music and a full-moon finale on the Sam dunes.',
      pitch:
        'Every winter, in the Hindu month of Magh, Jaisalmer hosts its Desert Festival, three days of processions, contests and music that end at the Sam dunes on the full moon. The festival usually falls in late January or February, and we set the dates to it each year.',
      season: false,
      months: [1, 2],
      cancellation: 'festival',
    },
    {
      slug: 'jaisalmer-friends-dune-bash',
      name: 'Jaisalmer Dune Bash with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'fort', 'dune-bash', 'depart-camp'],
      blurb: 'The golden fort, quad bikes and a jeep on the dunes, and a bonfire night at camp.',
      pitch:
        'The Thar for a group of friends. After a day in the living fort and its havelis, head for the dunes with jeep rides, quad bikes and a camel at sunset, and end with music and a bonfire at the camp.',
      extras: ['Jeep dune ride and one quad-bike session', 'Camel ride at sunset'],
      extraCost: 2000,
    },
    {
      slug: 'jaisalmer-luxury-camp-honeymoon',
      name: 'Jaisalmer Honeymoon in a Luxury Desert Camp',
      category: 'HONEYMOON',
      rating: 5,
      lodging: 'heritage',
      days: ['arrive', 'fort', 'luxury-camp', 'depart-camp'],
      blurb: 'A heritage hotel, the golden fort and a night in a luxury tent on the dunes.',
      pitch:
        'A honeymoon under desert stars. Two nights in a heritage hotel built of golden sandstone, a day in the fort and havelis, and a final night in a luxury tent among the dunes, with Manganiyar musicians and dinner in the sand.',
    },
    {
      slug: 'thar-camel-trek-khuri',
      name: 'Thar Desert Camel Trek with a Night on the Dunes',
      category: 'ADVENTURE',
      rating: 3,
      days: ['arrive', 'camel-1', 'camel-2', 'depart'],
      blurb: 'Two days by camel across the quieter dunes near Khuri, sleeping under the stars.',
      pitch:
        'Leave the crowds at Sam behind and travel the Thar the old way. With a camel driver and a cook, ride through dunes and scrub near Khuri, eat food cooked on a fire and sleep on the sand under a sky full of stars.',
      extras: [
        'Two-day camel trek with camel driver and cook',
        'Bedding for the night on the dunes',
      ],
      extraCost: 3000,
    },
    {
      slug: 'jaisalmer-family-tanot-longewala',
      name: 'Jaisalmer Family Tour with Tanot and Longewala',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'fort', 'tanot', 'sam', 'depart-camp'],
      blurb:
        'The golden fort, the border temple of Tanot, the Longewala memorial and a desert camp.',
      pitch:
        'A desert holiday with stories for every age: the fort where people still live, the border temple of Tanot and the tank-strewn memorial at Longewala, and a night at a desert camp with camel rides and folk dancers.',
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Jaisalmer?',
      'October to March, when days are warm and nights cold. The Desert Festival falls in January or February. April to June is extremely hot, often above 45°C.',
    ),
    faq(
      'How do I reach Jaisalmer?',
      'Jaisalmer has a railway station with trains from Delhi, Jaipur and Jodhpur, including overnight services. Its airport has seasonal flights. By road it is about 285 km from Jodhpur.',
    ),
    faq(
      'How many days are enough for Jaisalmer?',
      'Two days cover the fort, the havelis and a night at the dunes. Add a day for Tanot and Longewala, or for a longer camel trek.',
    ),
    faq(
      'Sam or Khuri: which dunes should we choose?',
      'Sam, about 40 km away, has the biggest dunes and the most camps and activities, and gets busy at sunset. Khuri is quieter and more rural, better for a camel trek.',
    ),
    faq(
      'Do desert camps have proper toilets?',
      'Yes. The Swiss tents at most camps have attached bathrooms with running water. Open-air nights on a camel trek use simple arrangements, which we explain before you book.',
    ),
    faq(
      'Can we visit the India–Pakistan border?',
      'Tanot Mata temple and the Longewala memorial are open to visitors. The BSF post beyond Tanot needs special permission, which is rarely given to tourists.',
    ),
    faq(
      'What should I pack for Jaisalmer?',
      'Light cotton clothes and a scarf against the sun and sand by day, and a warm jacket for desert nights from November to February. Sunglasses, sunscreen and closed shoes for the dunes.',
    ),
    faq(
      'What food should I try in Jaisalmer?',
      'Ker sangri made with desert beans and berries, dal-baati-churma, gatte, bajra roti and the local sweet ghotua laddoo.',
    ),
    faq(
      'What can I buy in Jaisalmer?',
      'Mirror-work and patchwork textiles, camel-leather goods, silver jewellery, and the yellow stone carvings sold inside the fort.',
    ),
    faq(
      'Is there mobile network at the desert camps?',
      'Sam usually has a signal, though it can be weak. Khuri and remote dunes may have none, so let your family know before you head out.',
    ),
  ],
};

const mountAbu: DestinationPlan = {
  destination: 'mount-abu',
  gateway: 'Abu Road railway station or Udaipur airport',
  season: 'October to June',
  cost: 0.95,
  meals: 'MAP',
  days: {
    arrive: d(
      'Up to Mount Abu',
      'Pick-up at Abu Road station, about 28 km below, or a drive of about three and a half hours from Udaipur. In the evening, boat on Nakki Lake and watch the sunset from Sunset Point.',
      ['Abu Road', 'Nakki Lake', 'Sunset Point'],
      '{stay} in Mount Abu',
    ),
    dilwara: d(
      'Dilwara temples and Guru Shikhar',
      'See the Dilwara temples, whose white marble is carved as finely as lace, then drive up to Guru Shikhar, the highest point of the Aravallis, and the Achalgarh fort with its Achaleshwar Mahadev temple.',
      ['Dilwara Jain Temples', 'Guru Shikhar', 'Achalgarh', 'Achaleshwar Mahadev Temple'],
      '{stay} in Mount Abu',
    ),
    nature: d(
      'Trevor’s Tank and the forest',
      'Morning at Trevor’s Tank, a small forest lake with crocodiles and plenty of birds, inside the Mount Abu Wildlife Sanctuary. Later, a walk to Toad Rock above Nakki Lake and the view from Honeymoon Point.',
      ['Trevor’s Tank', 'Mount Abu Wildlife Sanctuary', 'Toad Rock', 'Honeymoon Point'],
      '{stay} in Mount Abu',
    ),
    'shikhar-walk': d(
      'Forest walk and Guru Shikhar sunrise',
      'Drive up to Guru Shikhar for sunrise over the plains, then a guided walk on the forest trails of the sanctuary for birds, langurs and, with luck, a sloth bear’s tracks.',
      ['Guru Shikhar', 'Sanctuary forest trail'],
      '{stay} in Mount Abu',
    ),
    ambaji: d(
      'Ambaji and Adhar Devi',
      'Climb the steps to the Adhar Devi cave temple, then drive about 45 km into Gujarat to Ambaji, one of the Shakti Peethas, and take the ropeway up Gabbar hill.',
      ['Adhar Devi Temple', 'Ambaji Temple', 'Gabbar hill'],
      '{stay} in Mount Abu',
    ),
    depart: d(
      'Departure',
      'After breakfast, drive down to Abu Road station or on to Udaipur airport.',
      ['Abu Road'],
      null,
    ),
  },
  packages: [
    {
      slug: 'mount-abu-family-hill-break',
      name: 'Mount Abu Family Hill Break',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'dilwara', 'nature', 'depart'],
      blurb: 'Boating on Nakki Lake, the Dilwara temples, Guru Shikhar and Trevor’s Tank.',
      pitch:
        'A cool break from the plains of Rajasthan and Gujarat. Boat on Nakki Lake, marvel at the marble of Dilwara, drive to the top of the Aravallis and spot crocodiles at Trevor’s Tank.',
    },
    {
      slug: 'mount-abu-honeymoon',
      name: 'Mount Abu Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      lodging: 'resort',
      days: ['arrive', 'dilwara', 'depart'],
      blurb: 'A hill resort, sunsets over the plains and quiet walks around Nakki Lake.',
      pitch:
        'A short, affordable honeymoon in Rajasthan’s only hill station. Stay in a resort among the trees, watch the sunset from the edge of the plateau and spend a day among the temples and viewpoints.',
    },
    {
      slug: 'mount-abu-nature-trails',
      name: 'Mount Abu Forest and Lake Trails',
      category: 'NATURE',
      rating: 3,
      days: ['arrive', 'nature', 'shikhar-walk', 'depart'],
      blurb: 'Sunrise on Guru Shikhar, forest walks, Trevor’s Tank and Toad Rock.',
      pitch:
        'Mount Abu’s forests are an island of green in a dry land, rich in birds. This trip is built around walks: Trevor’s Tank, Toad Rock and a guided trail in the sanctuary, with sunrise from Guru Shikhar.',
    },
    {
      slug: 'mount-abu-dilwara-ambaji',
      name: 'Dilwara, Adhar Devi and Ambaji Darshan',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'dilwara', 'ambaji', 'depart'],
      blurb:
        'The Jain temples of Dilwara, the cave shrine of Adhar Devi and the Shakti Peetha at Ambaji.',
      pitch:
        'A pilgrimage across faiths on Mount Abu. The Dilwara temples are among the holiest Jain shrines, Adhar Devi is a cave temple to the goddess, and Ambaji, just across the Gujarat border, is one of the Shakti Peethas.',
      veg: true,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Mount Abu?',
      'October to June. March to June is the busy summer season, when it is much cooler than the plains, and the weeks after the monsoon are green. Winter nights can be cold.',
    ),
    faq(
      'How do I reach Mount Abu?',
      'Abu Road, about 28 km below, is the nearest railway station, with trains from Delhi, Jaipur, Ahmedabad and Mumbai. Udaipur airport is about 165 km away, and Ahmedabad about 220 km.',
    ),
    faq(
      'When are the Dilwara temples open to visitors?',
      'Non-Jain visitors are usually allowed in from about noon to 6 pm. Photography, leather goods and phones are not allowed inside, and visitors should dress modestly.',
    ),
    faq(
      'How many days are enough for Mount Abu?',
      'Two days cover the main sights. Add a day for walks in the sanctuary or a trip to Ambaji.',
    ),
    faq(
      'What should I pack for Mount Abu?',
      'Light clothes for summer days with a light jacket for evenings, and proper woollens from December to February. Comfortable shoes for the walks.',
    ),
    faq(
      'What should I eat in Mount Abu?',
      'Gujarati and Rajasthani thalis, dal-baati, rabri and the snacks sold around Nakki Lake. Most eateries are vegetarian.',
    ),
    faq(
      'Is Mount Abu suitable for elderly travellers?',
      'Yes. Most sights are reachable by car, though Guru Shikhar and Adhar Devi involve steps. The roads are good and the town is calm.',
    ),
    faq(
      'What can I shop for in Mount Abu?',
      'Marble and sandalwood carvings, Rajasthani and Gujarati textiles, and silver jewellery in the market around Nakki Lake.',
    ),
  ],
};

const ranthambore: DestinationPlan = {
  destination: 'ranthambore',
  gateway: 'Sawai Madhopur railway station',
  season: 'October to June',
  cost: 1.1,
  meals: 'AP',
  lodging: 'jungle',
  policy: 'wildlife',
  days: {
    arrive: d(
      'Arrival and Ranthambore Fort',
      'Pick-up from Sawai Madhopur station and check-in. In the afternoon, climb to Ranthambore Fort inside the park and the Trinetra Ganesh temple on its walls.',
      ['Sawai Madhopur', 'Ranthambore Fort', 'Trinetra Ganesh Temple'],
      '{stay} at Ranthambore',
    ),
    'arrive-safari': d(
      'Arrival and an afternoon safari',
      'Pick-up from Sawai Madhopur station, lunch at the lodge, and your first safari in the afternoon.',
      ['Sawai Madhopur', 'Afternoon safari'],
      '{stay} at Ranthambore',
    ),
    safaris: d(
      'Morning and afternoon safaris',
      'Two safaris in the park, morning and afternoon, looking for tigers around the lakes of Padam Talao, Rajbagh and Malik Talao, where old ruins stand at the water’s edge.',
      ['Padam Talao', 'Rajbagh Talao', 'Malik Talao'],
      '{stay} at Ranthambore',
    ),
    'safari-fort': d(
      'Safari and the fort',
      'A morning safari, then Ranthambore Fort and the Trinetra Ganesh temple, and a visit to a crafts centre where village women make quilts and block prints.',
      ['Morning safari', 'Ranthambore Fort', 'Village crafts centre'],
      '{stay} at Ranthambore',
    ),
    'slow-day': d(
      'Safari and a slow afternoon',
      'A morning safari, then the afternoon at the lodge by the pool or in the spa, and dinner set up for two under the trees.',
      ['Morning safari', 'Lodge'],
      '{stay} at Ranthambore',
    ),
    'photo-1': d(
      'Photography safaris',
      'Two safaris with a naturalist who understands light and animal behaviour, with time at the lodge to review your pictures between drives.',
      ['Morning safari', 'Afternoon safari'],
      '{stay} at Ranthambore',
    ),
    'photo-2': d(
      'Photography safaris in new zones',
      'Two more safaris in different zones, chosen to follow recent sightings and the best light at the lakes.',
      ['Morning safari', 'Afternoon safari'],
      '{stay} at Ranthambore',
    ),
    'photo-3': d(
      'A final day in the field',
      'A last pair of safaris, with a short talk by the naturalist in the evening on the park’s tiger families.',
      ['Morning safari', 'Afternoon safari'],
      '{stay} at Ranthambore',
    ),
    depart: d(
      'Departure',
      'A last look at the birds around the lodge after breakfast, then the transfer to Sawai Madhopur station.',
      ['Sawai Madhopur'],
      null,
    ),
    'depart-safari': d(
      'Morning safari and departure',
      'A final morning safari, then breakfast and the transfer to Sawai Madhopur station.',
      ['Morning safari', 'Sawai Madhopur'],
      null,
    ),
  },
  packages: [
    {
      slug: 'ranthambore-tiger-safari',
      name: 'Ranthambore Tiger Safari',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive-safari', 'safaris', 'depart-safari'],
      blurb: 'Four safaris in one of the best parks in India for seeing tigers in daylight.',
      pitch:
        'A classic tiger weekend. Four safaris over two nights, in a shared gypsy or canter depending on the permits, with the forest lakes and ruins of Ranthambore as the backdrop. Zones are allotted by the forest department at booking.',
      extras: ['Four safaris with permits'],
      extraCost: 6000,
    },
    {
      slug: 'ranthambore-luxury-jungle-lodge',
      name: 'Ranthambore Luxury Jungle Lodge',
      category: 'WILDLIFE',
      rating: 5,
      days: ['arrive-safari', 'safaris', 'safari-fort', 'depart-safari'],
      blurb: 'A luxury lodge, six safaris in private gypsies and a resident naturalist.',
      pitch:
        'Ranthambore in style. Stay in one of the luxury lodges on the park’s edge, with six safaris in private gypsies and a resident naturalist to guide you, and time for the fort and the village crafts between drives.',
      extras: ['Six safaris in a private gypsy with permits', 'Resident naturalist'],
      extraCost: 24000,
    },
    {
      slug: 'ranthambore-family-safari',
      name: 'Ranthambore Family Safari Weekend',
      category: 'FAMILY',
      rating: 3,
      days: ['arrive', 'safaris', 'depart'],
      blurb: 'The fort and Ganesh temple, two canter safaris and a resort with a pool.',
      pitch:
        'A first safari for the whole family. The bigger canter vehicles are comfortable for children, the fort adds history and a much-loved Ganesh temple, and the resort has space to play between drives.',
      extras: ['Two canter safaris with permits'],
      extraCost: 2500,
    },
    {
      slug: 'ranthambore-honeymoon',
      name: 'Ranthambore Jungle Honeymoon',
      category: 'HONEYMOON',
      rating: 4,
      days: ['arrive-safari', 'slow-day', 'depart-safari'],
      blurb: 'A jungle resort, three safaris and a private dinner under the trees.',
      pitch:
        'A honeymoon with a wild side. Three safaris for tigers and leopards, a jungle resort with a pool and spa, and a private dinner in the lodge grounds under the stars.',
      extras: ['Three safaris with permits'],
      extraCost: 5000,
    },
    {
      slug: 'ranthambore-photography-safari',
      name: 'Ranthambore Wildlife Photography Safari',
      category: 'WILDLIFE',
      rating: 4,
      days: ['arrive-safari', 'photo-1', 'photo-2', 'photo-3', 'depart-safari'],
      blurb: 'Nine safaris with a naturalist, timed for the best light and the latest sightings.',
      pitch:
        'For photographers who want time in the field. Nine safaris over four nights, with a naturalist who reads animal behaviour and light. The hot months from March to May give the best tiger sightings, and the lodge is set up for charging and backing up gear.',
      season: 'March to May',
      extras: ['Nine safaris with permits, in a private gypsy where available', 'Naturalist guide'],
      extraCost: 26000,
    },
  ],
  faqs: [
    faq(
      'When is Ranthambore National Park open?',
      'The core zones, 1 to 5, are open from 1 October to 30 June and close for the monsoon. Some buffer zones stay open longer. Safaris run every morning and afternoon, with timings that change with the season.',
    ),
    faq(
      'What is the best time to see tigers in Ranthambore?',
      'March to May, when the forest dries out and tigers come to the lakes, gives the best sightings. October to February is cooler and greener, with good chances too.',
    ),
    faq(
      'How do I reach Ranthambore?',
      'Sawai Madhopur railway station, about 10 km from the park, has fast trains from Delhi, Mumbai, Jaipur and Kota. Jaipur airport is about 180 km away.',
    ),
    faq(
      'Gypsy or canter: which is better?',
      'A gypsy is a six-seat open jeep, quieter and quicker, and usually goes to zones 1 to 5 as well as the others. A canter seats about twenty, is cheaper and comfortable, but noisier. Vehicle types and zones are allotted by the forest department.',
    ),
    faq(
      'How are safari permits booked?',
      'Permits are sold on the Rajasthan forest department’s website against each traveller’s name and ID. They open well in advance and weekend slots go fast, so we book them as soon as you confirm.',
    ),
    faq(
      'How many safaris should I take?',
      'At least three or four. Tigers are seen on many safaris, but not on all of them, and every drive shows you different parts of the park.',
    ),
    faq(
      'What should I wear on safari?',
      'Muted colours, a hat, sunglasses and sunscreen, and a warm jacket on winter mornings, when open vehicles are cold. Dust is part of the experience, so a scarf helps.',
    ),
    faq(
      'Can children go on safari?',
      'Yes. Children are welcome on both gypsies and canters and are charged at reduced rates below a certain age. Canters can be more comfortable for small children.',
    ),
    faq(
      'Is there a mobile network at Ranthambore?',
      'Yes, in Sawai Madhopur and at most resorts. Signal is patchy inside the park.',
    ),
  ],
};

const agra: DestinationPlan = {
  destination: 'agra',
  gateway: 'Agra Cantt railway station',
  season: 'October to March',
  cost: 0.95,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival and sunset at Mehtab Bagh',
      'Pick-up and check-in. In the late afternoon, see the tomb of Itimad-ud-Daulah, the Baby Taj, and watch the sunset light up the Taj Mahal from the Mehtab Bagh garden across the Yamuna.',
      ['Itimad-ud-Daulah', 'Mehtab Bagh'],
      '{stay} in Agra',
    ),
    taj: d(
      'Taj Mahal at sunrise and Agra Fort',
      'Enter the Taj Mahal as the gates open at sunrise, when the marble changes colour and the crowds are thin. After breakfast, tour the red sandstone Agra Fort, where Shah Jahan spent his last years looking out at the Taj.',
      ['Taj Mahal', 'Agra Fort'],
      '{stay} in Agra',
    ),
    'night-viewing': d(
      'Agra Fort and the Taj by moonlight',
      'Pick-up and check-in, then Agra Fort and the Baby Taj in the afternoon. At night, enter the Taj Mahal grounds for your half-hour moonlight viewing slot.',
      ['Agra Fort', 'Itimad-ud-Daulah', 'Taj Mahal night viewing'],
      '{stay} in Agra',
    ),
    'taj-depart': d(
      'Taj at sunrise and departure',
      'See the Taj Mahal again at sunrise, this time up close, then transfer to Agra Cantt station.',
      ['Taj Mahal', 'Agra Cantt'],
      null,
    ),
    'delhi-arrive': d(
      'Arrival in Delhi',
      'Pick-up from Delhi airport or railway station and check-in. In the evening, see India Gate and the government buildings of Kartavya Path lit up.',
      ['India Gate', 'Kartavya Path'],
      '{stay} in Delhi',
    ),
    'delhi-city': d(
      'Old and New Delhi',
      'A rickshaw through Chandni Chowk to the Jama Masjid, the Red Fort from outside and Raj Ghat, then Humayun’s Tomb and the Qutub Minar in the afternoon.',
      ['Chandni Chowk', 'Jama Masjid', 'Raj Ghat', 'Humayun’s Tomb', 'Qutub Minar'],
      '{stay} in Delhi',
    ),
    'delhi-agra': d(
      'Delhi to Agra',
      'Drive about three and a half hours down the Yamuna Expressway to Agra. Afternoon at Agra Fort, sunset at Mehtab Bagh.',
      ['Yamuna Expressway', 'Agra Fort', 'Mehtab Bagh'],
      '{stay} in Agra',
    ),
    'agra-jaipur': d(
      'Taj at sunrise, then on to Jaipur',
      'Sunrise at the Taj Mahal, then drive to Jaipur, stopping at the abandoned Mughal capital of Fatehpur Sikri and the deep stepwell of Chand Baori at Abhaneri.',
      ['Taj Mahal', 'Fatehpur Sikri', 'Chand Baori at Abhaneri'],
      '{stay} in Jaipur',
    ),
    'jaipur-day': d(
      'Jaipur: Amber Fort and the Pink City',
      'Morning at Amber Fort, then the City Palace, Jantar Mantar and the facade of Hawa Mahal, with time in the bazaars.',
      ['Amber Fort', 'City Palace', 'Jantar Mantar', 'Hawa Mahal'],
      '{stay} in Jaipur',
    ),
    'depart-jaipur': d(
      'Departure from Jaipur',
      'Transfer to Jaipur airport or station, or drive back to Delhi, about five hours.',
      ['Jaipur airport'],
      null,
    ),
    fatehpur: d(
      'Fatehpur Sikri to Bharatpur',
      'Drive to Fatehpur Sikri, Akbar’s short-lived capital, with its Buland Darwaza and the shrine of Salim Chishti, then on to Bharatpur for an afternoon in the Keoladeo National Park.',
      ['Fatehpur Sikri', 'Buland Darwaza', 'Keoladeo National Park'],
      '{stay} in Bharatpur',
    ),
    'bharatpur-depart': d(
      'Birding at dawn and departure',
      'Explore Keoladeo at dawn by bicycle or cycle-rickshaw with a birding guide, looking for painted storks, pelicans, cranes and raptors, then drive back to Agra, about 55 km.',
      ['Keoladeo National Park', 'Agra'],
      null,
    ),
    'mathura-arrive': d(
      'Arrival in Mathura',
      'Pick-up from Mathura Junction and darshan at the Shri Krishna Janmabhoomi, the birthplace of Krishna. Evening aarti at Vishram Ghat on the Yamuna.',
      ['Shri Krishna Janmabhoomi', 'Dwarkadhish Temple in Mathura', 'Vishram Ghat'],
      '{stay} in Vrindavan',
    ),
    vrindavan: d(
      'Temples of Vrindavan',
      'Darshan at the Banke Bihari temple, the ISKCON temple and the Radha Raman temple, a walk through Nidhivan, and the evening light show at Prem Mandir.',
      ['Banke Bihari Temple', 'ISKCON Vrindavan', 'Nidhivan', 'Prem Mandir'],
      '{stay} in Vrindavan',
    ),
    'govardhan-barsana': d(
      'Govardhan, Barsana and Nandgaon',
      'Drive to Govardhan hill, which Krishna is said to have lifted, then to the Radha Rani temple at Barsana and Nand Bhavan at Nandgaon.',
      ['Govardhan', 'Radha Rani Temple at Barsana', 'Nandgaon'],
      '{stay} in Vrindavan',
    ),
    'holi-barsana': d(
      'Lathmar Holi at Barsana',
      'Spend the day in Barsana for Lathmar Holi, when the women of Barsana playfully beat back the men of Nandgaon with sticks amid clouds of colour.',
      ['Barsana', 'Radha Rani Temple'],
      '{stay} in Vrindavan',
    ),
    'holi-vrindavan': d(
      'Holi in Vrindavan',
      'Join the Holi celebrations at the Banke Bihari temple, where priests shower devotees with colour and flowers, and at the widows’ ashrams, where Holi is now played too.',
      ['Banke Bihari Temple', 'Vrindavan'],
      '{stay} in Vrindavan',
    ),
    'depart-mathura': d(
      'Departure',
      'Morning darshan, then the transfer to Mathura Junction or onward to Delhi or Agra.',
      ['Mathura Junction'],
      null,
    ),
    depart: d(
      'Departure',
      'After breakfast, transfer to Agra Cantt station or onward to Delhi.',
      ['Agra Cantt'],
      null,
    ),
  },
  packages: [
    {
      slug: 'golden-triangle-delhi-agra-jaipur',
      name: 'Golden Triangle Tour: Delhi, Agra and Jaipur',
      category: 'FAMILY',
      rating: 4,
      days: [
        'delhi-arrive',
        'delhi-city',
        'delhi-agra',
        'agra-jaipur',
        'jaipur-day',
        'depart-jaipur',
      ],
      blurb: 'India’s classic first tour: Mughal Delhi and Agra, and the forts of Jaipur.',
      pitch:
        'The best-loved introduction to north India. Old and New Delhi, sunrise at the Taj Mahal, the ghost city of Fatehpur Sikri and the Pink City of Jaipur, with a private car and driver throughout and guides at each monument.',
      gateway: 'Delhi airport or railway station | Jaipur airport',
      extras: ['Local guides at the main monuments'],
      extraCost: 1500,
    },
    {
      slug: 'taj-mahal-moonlight-night',
      name: 'Taj Mahal by Moonlight',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['night-viewing', 'taj-depart'],
      blurb: 'See the Taj under the full moon, then again at sunrise.',
      pitch:
        'The Taj opens at night on the full-moon night and two nights either side of it, except on Fridays and during Ramzan, for a few hundred visitors in half-hour slots. We time this trip to those nights and collect your tickets, which are sold a day ahead.',
      season: false,
      // Full-moon nights come every month.
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      extras: ['Night viewing tickets for the Taj Mahal'],
      extraCost: 800,
    },
    {
      slug: 'mathura-vrindavan-braj-yatra',
      name: 'Mathura Vrindavan Braj Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['mathura-arrive', 'vrindavan', 'govardhan-barsana', 'depart-mathura'],
      blurb: 'Krishna’s birthplace, the temples of Vrindavan, Govardhan hill and Barsana.',
      pitch:
        'A pilgrimage through Braj, the land of Krishna’s childhood. Darshan at the Janmabhoomi and the great temples of Vrindavan, a visit to Govardhan hill and to Radha’s village of Barsana, with the evening aarti on the Yamuna.',
      gateway: 'Mathura Junction railway station',
      veg: true,
      meals: 'MAP',
    },
    {
      slug: 'braj-holi-festival',
      name: 'Holi in Braj: Barsana and Vrindavan',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['mathura-arrive', 'holi-barsana', 'holi-vrindavan', 'depart-mathura'],
      blurb: 'Lathmar Holi in Barsana and the colour-filled temples of Vrindavan.',
      pitch:
        'Nowhere celebrates Holi like Braj, where the festivities run for days before the main day in March. This trip catches Lathmar Holi in Barsana and the Holi of flowers and colour at Vrindavan’s temples. Crowds are huge, so we keep you with a local guide and plan the days carefully.',
      season: false,
      months: [2, 3],
      gateway: 'Mathura Junction railway station',
      cancellation: 'festival',
      meals: 'MAP',
      veg: true,
    },
    {
      slug: 'agra-bharatpur-birding',
      name: 'Agra and Bharatpur Birding Trip',
      category: 'WILDLIFE',
      rating: 3,
      days: ['arrive', 'fatehpur', 'bharatpur-depart'],
      blurb: 'The Taj at sunset, Fatehpur Sikri and the wetlands of Keoladeo National Park.',
      pitch:
        'Keoladeo, at Bharatpur, is a small wetland that holds hundreds of species of birds, especially in winter. Pair it with the Taj at sunset from Mehtab Bagh and the Mughal city of Fatehpur Sikri on the way.',
      season: 'October to February',
      extras: ['Keoladeo entry fees and a birding rickshaw guide'],
      extraCost: 1500,
    },
    {
      slug: 'taj-mahal-honeymoon',
      name: 'Taj Mahal Honeymoon',
      category: 'HONEYMOON',
      rating: 5,
      days: ['arrive', 'taj', 'depart'],
      blurb: 'A Taj-view suite, sunset at Mehtab Bagh and the Taj at sunrise.',
      pitch:
        'Celebrate love at its most famous monument. Stay in a luxury hotel with a view of the Taj, watch the sun set behind it from Mehtab Bagh, and walk through its gates at sunrise with a private guide.',
      extras: ['Private guide for the Taj Mahal and Agra Fort'],
      extraCost: 1500,
    },
  ],
  faqs: [
    faq(
      'When is the Taj Mahal open?',
      'From about 30 minutes before sunrise to 30 minutes before sunset, every day except Friday, when it is closed for prayers. Night viewing is offered on the full-moon night and two nights either side, except Fridays and during Ramzan.',
    ),
    faq(
      'What is the best time to visit Agra?',
      'October to March, with pleasant days and misty winter mornings. April to June is very hot, and fog in December and January can hide the Taj early in the day.',
    ),
    faq(
      'How do I reach Agra?',
      'Agra Cantt station has fast trains from Delhi, such as the Gatimaan and Vande Bharat expresses, taking under two hours. By road it is about 230 km from Delhi on the Yamuna Expressway. Agra also has a small airport.',
    ),
    faq(
      'How many days are enough for Agra?',
      'One full day covers the Taj, Agra Fort and the Baby Taj. Stay a second day for Fatehpur Sikri, Mehtab Bagh at sunset, or Mathura and Vrindavan.',
    ),
    faq(
      'What is not allowed inside the Taj Mahal?',
      'Food, tobacco, tripods, drones and large bags are not allowed. Small bags, water bottles and phones are fine. Shoe covers are given for the main platform.',
    ),
    faq(
      'Should we hire a guide at the Taj?',
      'Yes, a licensed guide brings the history and the craftsmanship to life. Use only guides approved by the Archaeological Survey or the tourism department; we arrange them.',
    ),
    faq(
      'What should I eat in Agra?',
      'Agra’s petha sweets, bedai with aloo sabzi for breakfast, Mughlai dishes such as korma and biryani, and chaat in the Sadar Bazaar.',
    ),
    faq(
      'What can I buy in Agra?',
      'Marble inlay work in the style of the Taj, leather shoes, carpets and zari embroidery. Shop in fixed-price emporiums and be wary of guides who insist on particular shops.',
    ),
    faq(
      'Is Agra safe for tourists?',
      'Yes, but touts are persistent around the Taj. Buy tickets online or at the official counters, agree prices in advance, and use the electric buses or golf carts near the monument.',
    ),
  ],
};

const amritsar: DestinationPlan = {
  destination: 'amritsar',
  gateway: 'Amritsar airport or railway station',
  season: 'October to March',
  cost: 0.9,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival and the Golden Temple at night',
      'Pick-up and check-in near the old city. At night, return to the Golden Temple for the Palki Sahib ceremony, when the Guru Granth Sahib is carried to its resting place.',
      ['Harmandir Sahib', 'Palki Sahib ceremony'],
      '{stay} in Amritsar',
    ),
    'golden-wagah': d(
      'Golden Temple, Jallianwala Bagh and Wagah',
      'Visit the Golden Temple in the morning light and help with the seva in its langar kitchen. Walk to Jallianwala Bagh and the Partition Museum, then drive to the Attari–Wagah border for the Beating Retreat ceremony.',
      [
        'Harmandir Sahib',
        'Guru Ka Langar',
        'Jallianwala Bagh',
        'Partition Museum',
        'Attari–Wagah border',
      ],
      '{stay} in Amritsar',
    ),
    food: d(
      'Amritsar on a plate',
      'A food walk through the old city: Amritsari kulcha with chole, a tall glass of lassi, dal at one of the old dhabas and phirni for dessert, with Hall Bazaar for shopping in between. Afternoon at the Wagah border ceremony.',
      ['Old city food walk', 'Hall Bazaar', 'Attari–Wagah border'],
      '{stay} in Amritsar',
    ),
    baisakhi: d(
      'Baisakhi at the Golden Temple',
      'Baisakhi, on 13 or 14 April, marks the founding of the Khalsa in 1699 and the harvest. Join the sangat at the Golden Temple, where the day begins with prayers and kirtan, and see the nagar kirtan processions and bhangra in the city.',
      ['Harmandir Sahib', 'Nagar kirtan procession'],
      '{stay} in Amritsar',
    ),
    'to-dharamshala': d(
      'Amritsar to McLeod Ganj',
      'Drive about 200 km into the Dhauladhar foothills to McLeod Ganj, home of the Dalai Lama and the Tibetan government in exile.',
      ['Pathankot', 'Kangra valley', 'McLeod Ganj'],
      '{stay} in McLeod Ganj',
    ),
    mcleod: d(
      'McLeod Ganj and Dharamshala',
      'Visit the Tsuglagkhang complex, the Dalai Lama’s temple, walk to the Bhagsu waterfall and the church of St John in the Wilderness, and see the cricket stadium with the Dhauladhar behind it.',
      ['Tsuglagkhang', 'Bhagsu waterfall', 'St John in the Wilderness', 'HPCA Stadium'],
      '{stay} in McLeod Ganj',
    ),
    triund: d(
      'Trek to Triund',
      'Walk about 9 km up from Dharamkot through oak and rhododendron forest to the Triund ridge at about 2,850 metres, facing the snowy Dhauladhar wall. Lunch on the ridge and walk back down by evening.',
      ['Dharamkot', 'Galu Devi Temple', 'Triund ridge'],
      '{stay} in McLeod Ganj',
    ),
    'to-dalhousie': d(
      'McLeod Ganj to Dalhousie',
      'Drive about 120 km to Dalhousie, a hill station spread over five hills, with old churches and pine-shaded walks.',
      ['Kangra valley', 'Dalhousie'],
      '{stay} in Dalhousie',
    ),
    khajjiar: d(
      'Khajjiar',
      'Drive through the Kalatop forest to Khajjiar, a saucer-shaped meadow with a small lake and a golden-domed temple, ringed by deodars.',
      ['Kalatop Wildlife Sanctuary', 'Khajjiar'],
      '{stay} in Dalhousie',
    ),
    depart: d(
      'Departure',
      'Breakfast and a last visit to the Golden Temple if you wish, then the transfer to Amritsar airport or railway station.',
      ['Amritsar airport'],
      null,
    ),
    'depart-pathankot': d(
      'Dalhousie to Pathankot',
      'Drive down to Pathankot station, about 80 km, or on to Amritsar airport.',
      ['Pathankot'],
      null,
    ),
  },
  packages: [
    {
      slug: 'amritsar-golden-temple-wagah',
      name: 'Amritsar Golden Temple and Wagah Border',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'golden-wagah', 'depart'],
      blurb: 'The Golden Temple by night and day, seva in the langar and the Wagah ceremony.',
      pitch:
        'A short visit to the spiritual heart of Sikhism. See the Golden Temple glowing at night and again in the morning, help in the great community kitchen, and stand with the crowds at the Beating Retreat ceremony on the border.',
    },
    {
      slug: 'amritsar-dharamshala-dalhousie',
      name: 'Amritsar, Dharamshala and Dalhousie Family Tour',
      category: 'FAMILY',
      rating: 3,
      days: [
        'arrive',
        'golden-wagah',
        'to-dharamshala',
        'mcleod',
        'to-dalhousie',
        'khajjiar',
        'depart-pathankot',
      ],
      blurb: 'The Golden Temple, Tibetan McLeod Ganj and the meadow of Khajjiar.',
      pitch:
        'From the plains of Punjab to the pine hills of Himachal in one week. Begin in Amritsar, go up to McLeod Ganj for Tibetan culture and mountain walks, and end in Dalhousie with a day in the meadow of Khajjiar.',
      gateway: 'Amritsar airport or railway station | Pathankot railway station',
      meals: 'MAP',
    },
    {
      slug: 'amritsar-food-trail',
      name: 'Amritsar Food Trail with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'food', 'depart'],
      blurb: 'Kulchas, lassi and dhaba dal, the Golden Temple at night and the Wagah ceremony.',
      pitch:
        'Amritsar is one of the great food cities of India, and this weekend is built around eating well. A guided food walk through the old city, evenings at the Golden Temple and the Beating Retreat at Wagah in between meals.',
      extras: ['Guided old-city food walk with tastings'],
      extraCost: 1200,
    },
    {
      slug: 'amritsar-baisakhi',
      name: 'Baisakhi in Amritsar',
      category: 'SEASONAL_PACKAGE',
      rating: 3,
      days: ['arrive', 'baisakhi', 'depart'],
      blurb: 'Celebrate the Khalsa’s founding and the harvest festival at the Golden Temple.',
      pitch:
        'Baisakhi is the biggest day of the year in Punjab, celebrating the harvest and the founding of the Khalsa. Spend it in Amritsar among the sangat at the Golden Temple and the processions in the city.',
      season: false,
      months: [4],
      cancellation: 'festival',
    },
    {
      slug: 'amritsar-mcleod-triund-trek',
      name: 'Amritsar and the Triund Trek',
      category: 'ADVENTURE',
      rating: 3,
      days: ['arrive', 'to-dharamshala', 'triund', 'mcleod', 'depart'],
      blurb: 'The Golden Temple, then a day hike to the Triund ridge below the Dhauladhar.',
      pitch:
        'A pilgrimage and a mountain in five days. After the Golden Temple, drive up to McLeod Ganj for a day hike to the Triund ridge, one of the best short treks in Himachal, and a day of Tibetan culture before heading back.',
      season: 'March to June and September to November',
      extras: ['Trek guide for the Triund hike'],
      extraCost: 1500,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Amritsar?',
      'October to March is pleasant, though December and January can be foggy and cold. Baisakhi in April and Diwali, when the Golden Temple is lit up, are special times. Summer is very hot.',
    ),
    faq(
      'How do I reach Amritsar?',
      'Amritsar has an international airport about 11 km from the city, and its railway station has fast trains from Delhi, such as the Shatabdi Express, taking about six hours.',
    ),
    faq(
      'What are the rules for visiting the Golden Temple?',
      'Cover your head (scarves are available at the entrance), remove your shoes, wash your feet, and do not smoke or drink alcohol. Everyone is welcome, whatever their faith.',
    ),
    faq(
      'When is the Wagah border ceremony?',
      'Every evening before sunset, usually from about 4:30 pm in winter and 5:30 pm in summer. Arrive at least an hour early and carry photo ID; large bags are not allowed.',
    ),
    faq(
      'How many days are enough for Amritsar?',
      'One and a half to two days cover the Golden Temple, Jallianwala Bagh, the Partition Museum and Wagah. Add days for McLeod Ganj or Dalhousie in the hills.',
    ),
    faq(
      'Can we eat at the Golden Temple langar?',
      'Yes. The langar serves free vegetarian meals to everyone, day and night, and visitors can also help with the cooking, serving and washing.',
    ),
    faq(
      'What should I eat in Amritsar?',
      'Amritsari kulcha with chole, lassi, maa ki dal, sarson da saag with makki di roti in winter, Amritsari fish for non-vegetarians, and phirni and jalebi.',
    ),
    faq(
      'What can I buy in Amritsar?',
      'Phulkari embroidery, Punjabi juttis, woollen shawls, papad and warian from the old bazaars, and religious items near the Golden Temple.',
    ),
    faq(
      'Is the Partition Museum worth visiting?',
      'Yes. It tells the story of the 1947 Partition through the voices of those who lived it. Allow about two hours; it is closed on Mondays.',
    ),
  ],
};

const varanasi: DestinationPlan = {
  destination: 'varanasi',
  gateway: 'Varanasi airport or railway station',
  season: 'October to March',
  cost: 0.9,
  meals: 'CP',
  days: {
    arrive: d(
      'Arrival and the evening aarti',
      'Pick-up and check-in. At dusk, watch the Ganga aarti at Dashashwamedh Ghat from a boat, as priests swing great brass lamps in time to bells and chanting.',
      ['Dashashwamedh Ghat', 'Ganga aarti by boat'],
      '{stay} in Varanasi',
    ),
    dawn: d(
      'Sunrise on the Ganga and Kashi Vishwanath',
      'A rowing boat at dawn from Assi Ghat past bathers, priests and the cremation ground at Manikarnika, then darshan at the Kashi Vishwanath temple through its new corridor, and a walk through the old lanes to the Annapurna and Kaal Bhairav temples.',
      ['Assi Ghat', 'Manikarnika Ghat', 'Kashi Vishwanath Temple', 'Kaal Bhairav Temple'],
      '{stay} in Varanasi',
    ),
    sarnath: d(
      'Sarnath and Ramnagar',
      'Drive 10 km to Sarnath, where the Buddha gave his first sermon, to see the Dhamek Stupa, the Mulagandha Kuti Vihar and the museum with the Lion Capital of Ashoka. In the afternoon, cross the river to the Ramnagar Fort of the Maharaja of Banaras.',
      ['Dhamek Stupa', 'Mulagandha Kuti Vihar', 'Sarnath Museum', 'Ramnagar Fort'],
      '{stay} in Varanasi',
    ),
    'sarnath-depart': d(
      'Sarnath and departure',
      'Morning at Sarnath, where the Buddha gave his first sermon, then the transfer to Varanasi airport or station.',
      ['Dhamek Stupa', 'Sarnath Museum'],
      null,
    ),
    'ghats-food': d(
      'Ghat walk and a Banarasi food trail',
      'A dawn boat and a long walk along the ghats from Assi to Dashashwamedh, then a food trail through the lanes: kachori-sabzi, malaiyyo in winter, lassi and a Banarasi paan, with a visit to a silk weavers’ workshop.',
      ['Assi Ghat', 'Ghat walk', 'Old city food trail', 'Silk weavers’ workshop'],
      '{stay} in Varanasi',
    ),
    'dev-deepawali': d(
      'Dev Deepawali on the ghats',
      'On the full moon of Kartik, lakhs of clay lamps are lit along every ghat. Spend the afternoon on the riverfront and watch the lights and the grand aarti from a boat reserved for the evening.',
      ['Dashashwamedh Ghat', 'Boat on the Ganga', 'Dev Deepawali lamps'],
      '{stay} in Varanasi',
    ),
    'to-prayagraj': d(
      'Varanasi to Prayagraj',
      'Drive about 120 km to Prayagraj. Take a boat to the Triveni Sangam, where the Ganga, the Yamuna and the unseen Saraswati meet, for a holy dip, and visit the Bade Hanuman temple and Anand Bhawan.',
      ['Triveni Sangam', 'Bade Hanuman Temple', 'Anand Bhawan'],
      '{stay} in Prayagraj',
    ),
    'to-ayodhya': d(
      'Prayagraj to Ayodhya',
      'Drive about 170 km to Ayodhya. Evening aarti on the Saryu at Ram ki Paidi.',
      ['Ayodhya', 'Ram ki Paidi', 'Saryu aarti'],
      '{stay} in Ayodhya',
    ),
    ayodhya: d(
      'Shri Ram Janmabhoomi and Hanuman Garhi',
      'Darshan at the Shri Ram Janmabhoomi temple, consecrated in January 2024, then Hanuman Garhi and the Kanak Bhawan temple.',
      ['Shri Ram Janmabhoomi Temple', 'Hanuman Garhi', 'Kanak Bhawan'],
      '{stay} in Ayodhya',
    ),
    depart: d(
      'Departure',
      'A last walk on the ghats after breakfast, then the transfer to Varanasi airport or railway station.',
      ['Varanasi airport'],
      null,
    ),
    'depart-ayodhya': d(
      'Departure from Ayodhya',
      'Transfer to Ayodhya airport or railway station for your onward journey.',
      ['Ayodhya airport'],
      null,
    ),
  },
  packages: [
    {
      slug: 'varanasi-ganga-aarti-sarnath',
      name: 'Varanasi Ganga Aarti and Sarnath',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'dawn', 'sarnath-depart'],
      blurb: 'The evening aarti by boat, sunrise on the ghats, Kashi Vishwanath and Sarnath.',
      pitch:
        'Three days in the oldest living city in the world. Watch the aarti from the river, row past the ghats at dawn, take darshan at Kashi Vishwanath and visit Sarnath, where the Buddha first taught.',
      veg: true,
    },
    {
      slug: 'kashi-prayagraj-ayodhya-yatra',
      name: 'Kashi, Prayagraj and Ayodhya Yatra',
      category: 'RELIGIOUS',
      rating: 3,
      days: ['arrive', 'dawn', 'to-prayagraj', 'to-ayodhya', 'ayodhya', 'depart-ayodhya'],
      blurb: 'Kashi Vishwanath, a dip at the Sangam and darshan at the Ram Janmabhoomi temple.',
      pitch:
        'A yatra through three of the holiest cities of Uttar Pradesh. Begin with the Ganga aarti and Kashi Vishwanath in Varanasi, bathe at the Triveni Sangam in Prayagraj and end at the new Ram temple in Ayodhya.',
      gateway: 'Varanasi airport or railway station | Ayodhya airport or railway station',
      meals: 'MAP',
      veg: true,
    },
    {
      slug: 'varanasi-dev-deepawali',
      name: 'Dev Deepawali in Varanasi',
      category: 'SEASONAL_PACKAGE',
      rating: 4,
      days: ['arrive', 'dev-deepawali', 'depart'],
      blurb: 'Every ghat lit with lamps on the full moon of Kartik, seen from a reserved boat.',
      pitch:
        'On Dev Deepawali, the full moon of Kartik in November, Varanasi lights lakhs of lamps along its ghats for the gods, who are said to come down to bathe in the Ganga. Boats and rooms sell out months ahead, so this package includes both.',
      season: false,
      months: [11],
      cancellation: 'festival',
      extras: ['Reserved boat for the Dev Deepawali evening'],
      extraCost: 2500,
    },
    {
      slug: 'varanasi-family-heritage',
      name: 'Varanasi Family Heritage Tour',
      category: 'FAMILY',
      rating: 4,
      days: ['arrive', 'dawn', 'sarnath', 'depart'],
      blurb: 'Boats on the Ganga, old-city lanes, Sarnath and the Maharaja’s fort at Ramnagar.',
      pitch:
        'Varanasi for families, with a guide who brings its stories to life for every age. Boat rides morning and evening, the temples and lanes of the old city, Sarnath’s stupas and the vintage cars and armoury of Ramnagar Fort.',
      extras: ['Licensed local guide'],
      extraCost: 1000,
    },
    {
      slug: 'varanasi-friends-ghats-and-food',
      name: 'Varanasi Ghats and Food with Friends',
      category: 'FRIEND',
      rating: 3,
      days: ['arrive', 'ghats-food', 'depart'],
      blurb: 'A dawn boat, a walk along the ghats, a street-food trail and a silk workshop.',
      pitch:
        'Varanasi on foot, for friends with curious appetites. A dawn boat, a long walk along the ghats, and a food trail through the old lanes with kachoris, lassi and paan, ending at a silk weavers’ workshop.',
      extras: ['Guided food trail with tastings'],
      extraCost: 1000,
    },
  ],
  faqs: [
    faq(
      'What is the best time to visit Varanasi?',
      'October to March. Dev Deepawali in November and the winter months are especially beautiful, with misty mornings on the river. April to June is very hot, and the ghats flood in the monsoon.',
    ),
    faq(
      'How do I reach Varanasi?',
      'Lal Bahadur Shastri airport is about 25 km from the city. Varanasi Junction and Banaras stations have trains from across India, and Pt Deen Dayal Upadhyaya Junction is about 17 km away.',
    ),
    faq(
      'How many days are enough for Varanasi?',
      'Two to three days cover the aarti, a dawn boat ride, Kashi Vishwanath and Sarnath. Add two or three days for Prayagraj and Ayodhya.',
    ),
    faq(
      'What are the rules for Kashi Vishwanath darshan?',
      'Phones, cameras, bags and leather items are not allowed inside; lockers are available. Queues are long on Mondays and festivals, and special darshan tickets can be booked online.',
    ),
    faq(
      'Is it respectful to watch the cremations at Manikarnika?',
      'You may watch from a distance or a boat, quietly and without photographs. Ignore anyone who asks for money for wood or a view.',
    ),
    faq(
      'What should I eat in Varanasi?',
      'Kachori-sabzi and jalebi for breakfast, tamatar chaat, malaiyyo in winter, lassi in clay cups, and a Banarasi paan to finish.',
    ),
    faq(
      'What can I buy in Varanasi?',
      'Banarasi silk saris and brocades, wooden toys, brassware and rudraksha. Buy silk from trusted shops or weavers’ cooperatives, and ask for the silk mark.',
    ),
    faq(
      'Is Varanasi safe for tourists?',
      'Yes, though the lanes are crowded and confusing. Keep valuables close, agree boat and rickshaw prices in advance, and avoid isolated ghats late at night.',
    ),
    faq(
      'What should I wear in Varanasi?',
      'Modest clothes that cover shoulders and knees, easy-to-remove shoes for temples, and a warm layer for winter mornings on the river.',
    ),
  ],
};

export const NORTH_PLANS: DestinationPlan[] = [
  jaipur,
  rajasthan,
  udaipur,
  jaisalmer,
  mountAbu,
  ranthambore,
  agra,
  amritsar,
  varanasi,
];
