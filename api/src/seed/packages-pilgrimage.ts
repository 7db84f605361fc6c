/** Devotional packages for the spec's pilgrimage destinations. */
import { DEPARTURE_STAY, day } from './itinerary-day';
import type { PackageSeed } from './types';

export const PILGRIMAGE_PACKAGES: PackageSeed[] = [
  {
    destination: 'puri',
    slug: 'puri-jagannath-konark',
    name: 'Puri Jagannath Darshan with Konark',
    category: 'RELIGIOUS',
    days: 3,
    price: 7999,
    rating: 3,
    description: 'Darshan at the Jagannath Temple, the Konark Sun Temple and a painters’ village.',
    information:
      'A short pilgrimage on the Odisha coast. Stay near the sea in Puri, join the early darshan at the Jagannath Temple, and see the chariot-shaped Sun Temple at Konark. On the way back, meet the pattachitra painters of Raghurajpur. Only Hindus may enter the Jagannath Temple.',
    inclusions: [
      '2 nights in a 3-star hotel in Puri',
      'Daily breakfast and dinner',
      'Transfers from Bhubaneswar airport or station',
      'Sightseeing by private air-conditioned car',
    ],
    itinerary: [
      day(
        'Bhubaneswar to Puri',
        'Pick-up at Bhubaneswar and a drive of about an hour and a half to Puri. Evening on the beach.',
        ['Puri Beach'],
        '3-star hotel in Puri',
      ),
      day(
        'Jagannath darshan and Konark',
        'Early darshan at the Jagannath Temple, then the Sun Temple at Konark and Chandrabhaga beach.',
        ['Jagannath Temple', 'Konark Sun Temple', 'Chandrabhaga Beach'],
        '3-star hotel in Puri',
      ),
      day(
        'Raghurajpur and departure',
        'Visit the artists’ village of Raghurajpur, then drive back to Bhubaneswar.',
        ['Raghurajpur'],
        DEPARTURE_STAY,
      ),
    ],
  },
  {
    destination: 'dwarka',
    slug: 'dwarka-nageshwar-darshan',
    name: 'Dwarka Nageshwar Darshan',
    category: 'RELIGIOUS',
    days: 3,
    price: 8499,
    rating: 3,
    description: 'Aarti at Dwarkadhish, the Nageshwar Jyotirlinga and the island of Bet Dwarka.',
    information:
      'A pilgrimage to Krishna’s city on the Gujarat coast. Attend the evening aarti at the Dwarkadhish Temple by the Gomti ghat, visit the Nageshwar Jyotirlinga and the Rukmini Devi Temple, and cross to Bet Dwarka, where Krishna is said to have lived.',
    inclusions: [
      '2 nights in a 3-star hotel in Dwarka',
      'Daily breakfast and dinner (vegetarian)',
      'Transfers from Jamnagar airport or Dwarka station',
      'Sightseeing by private car',
    ],
    itinerary: [
      day(
        'Arrival in Dwarka',
        'Check in and walk down to the Gomti ghat for the evening aarti at the Dwarkadhish Temple.',
        ['Dwarkadhish Temple', 'Gomti Ghat'],
        '3-star hotel in Dwarka',
      ),
      day(
        'Nageshwar and Bet Dwarka',
        'Visit the Nageshwar Jyotirlinga, the Gopi Talav and the Rukmini Devi Temple, then cross from Okha to Bet Dwarka.',
        ['Nageshwar Jyotirlinga', 'Gopi Talav', 'Rukmini Devi Temple', 'Bet Dwarka'],
        '3-star hotel in Dwarka',
      ),
      day(
        'Departure',
        'Morning darshan, then transfer to Jamnagar airport or Dwarka station.',
        ['Dwarkadhish Temple'],
        DEPARTURE_STAY,
      ),
    ],
  },
  {
    destination: 'rameshwaram',
    slug: 'rameshwaram-dhanushkodi-yatra',
    name: 'Rameshwaram Dhanushkodi Yatra',
    category: 'RELIGIOUS',
    days: 3,
    price: 8999,
    rating: 3,
    description:
      'Madurai’s Meenakshi Temple, the Ramanathaswamy corridors and the road to Dhanushkodi.',
    information:
      'Begin at the Meenakshi Amman Temple in Madurai and cross the sea on the Pamban bridge to Rameshwaram. Bathe in the sacred wells inside the Ramanathaswamy Temple before darshan, then drive to Dhanushkodi and Arichal Munai, the tip of the island, and visit the memorial to Dr APJ Abdul Kalam.',
    inclusions: [
      '2 nights in a 3-star hotel in Rameshwaram',
      'Daily breakfast and dinner (vegetarian)',
      'Pick-up and drop at Madurai airport or station',
      'Sightseeing by private air-conditioned car',
    ],
    itinerary: [
      day(
        'Madurai to Rameshwaram',
        'Morning darshan at the Meenakshi Amman Temple, then a four-hour drive across the Pamban bridge.',
        ['Meenakshi Amman Temple', 'Pamban Bridge'],
        '3-star hotel in Rameshwaram',
      ),
      day(
        'Ramanathaswamy Temple and Dhanushkodi',
        'Bathe in the temple’s sacred wells, take darshan and walk the pillared corridors; afternoon drive to Dhanushkodi and Arichal Munai.',
        ['Ramanathaswamy Temple', 'Dhanushkodi', 'Arichal Munai', 'APJ Abdul Kalam Memorial'],
        '3-star hotel in Rameshwaram',
      ),
      day(
        'Return to Madurai',
        'Drive back to Madurai for your onward journey.',
        ['Madurai'],
        DEPARTURE_STAY,
      ),
    ],
  },
  {
    destination: 'kedarnath',
    slug: 'kedarnath-yatra-haridwar',
    name: 'Kedarnath Yatra from Haridwar',
    category: 'RELIGIOUS',
    days: 5,
    price: 17999,
    maxPrice: 24999,
    rating: 2,
    description: 'Road journey from Haridwar, the trek from Gaurikund and darshan at Kedarnath.',
    information:
      'A complete Kedarnath yatra from Haridwar while the temple is open (about May to early November). Drive into the Garhwal hills to Guptkashi, trek the roughly 16 km path from Gaurikund to the temple, stay a night near the shrine for the evening aarti and morning darshan, and return via Rishikesh. Ponies, palkis and helicopter seats are available at extra cost.',
    inclusions: [
      '3 nights in hotels in Guptkashi and Rishikesh',
      '1 night in a camp or lodge at Kedarnath',
      'Daily breakfast and dinner (vegetarian)',
      'Transfers from Haridwar station and sightseeing by private car',
      'Help with the Uttarakhand yatra registration',
    ],
    itinerary: [
      day(
        'Haridwar to Guptkashi',
        'A day-long drive along the Ganga past the confluences at Devprayag and Rudraprayag.',
        ['Devprayag', 'Rudraprayag'],
        '2-star hotel in Guptkashi',
      ),
      day(
        'Trek to Kedarnath',
        'Drive to Sonprayag, take the shared jeep to Gaurikund and trek about 16 km to Kedarnath in time for the evening aarti.',
        ['Sonprayag', 'Gaurikund', 'Kedarnath Temple'],
        'Tent camp or GMVN lodge at Kedarnath',
      ),
      day(
        'Darshan and descent',
        'Early darshan, a visit to the Bhairavnath temple above the town, then the trek down and the drive back to Guptkashi.',
        ['Kedarnath Temple', 'Bhairavnath Temple', 'Gaurikund'],
        '2-star hotel in Guptkashi',
      ),
      day(
        'Guptkashi to Rishikesh',
        'Drive back down the valley and watch the evening Ganga aarti in Rishikesh.',
        ['Rishikesh Ganga aarti'],
        '2-star hotel in Rishikesh',
      ),
      day(
        'Rishikesh and departure',
        'Cross the Ram Jhula, then transfer to Haridwar station.',
        ['Ram Jhula', 'Haridwar'],
        DEPARTURE_STAY,
      ),
    ],
  },
  {
    destination: 'badrinath',
    slug: 'badrinath-yatra-mana',
    name: 'Badrinath Yatra with Mana Village',
    category: 'RELIGIOUS',
    days: 4,
    price: 14999,
    rating: 3,
    description: 'Darshan at Badrinath, a bath at Tapt Kund and the caves and bridge of Mana.',
    information:
      'A road yatra to Badrinath from Haridwar, up the Alaknanda valley through the five prayags. Bathe at the Tapt Kund hot spring before darshan, attend the evening aarti, and visit Mana village with the Vyas Gufa cave and the stone slab of Bhim Pul. The temple opens from about May to November.',
    inclusions: [
      '3 nights in hotels in Pipalkoti, Badrinath and Rudraprayag',
      'Daily breakfast and dinner (vegetarian)',
      'Transfers from Haridwar station and sightseeing by private car',
      'Help with the Uttarakhand yatra registration',
    ],
    itinerary: [
      day(
        'Haridwar to Pipalkoti',
        'A long scenic drive up the valley past Devprayag, Rudraprayag and Karnaprayag.',
        ['Devprayag', 'Rudraprayag', 'Karnaprayag'],
        '3-star hotel in Pipalkoti',
      ),
      day(
        'Badrinath darshan',
        'Drive on to Badrinath, bathe at Tapt Kund, take darshan and stay for the evening aarti.',
        ['Tapt Kund', 'Badrinath Temple'],
        '3-star hotel in Badrinath',
      ),
      day(
        'Mana village',
        'Visit Mana with the Vyas Gufa and Bhim Pul, then drive down to Rudraprayag.',
        ['Mana village', 'Vyas Gufa', 'Bhim Pul'],
        '3-star hotel in Rudraprayag',
      ),
      day('Return to Haridwar', 'Drive back to Haridwar station.', ['Haridwar'], DEPARTURE_STAY),
    ],
  },
  {
    destination: 'vaishno-devi',
    slug: 'vaishno-devi-katra-darshan',
    name: 'Vaishno Devi Darshan from Katra',
    category: 'RELIGIOUS',
    days: 3,
    price: 6999,
    rating: 3,
    description: 'The yatra from Katra to the holy cave, with Bhairon Baba temple by ropeway.',
    information:
      'A simple, well-paced yatra to Mata Vaishno Devi. Rest in Katra on arrival, set off on the 13 km path from Banganga to the Bhawan for darshan in the holy cave, and take the ropeway to the Bhairon Baba temple before returning. Battery cars, ponies and helicopter seats to Sanjichhat can be arranged at extra cost.',
    inclusions: [
      '2 nights in a 3-star hotel in Katra',
      'Daily breakfast and dinner (vegetarian)',
      'Transfers from Jammu Tawi or Katra station',
      'Help with the yatra registration card',
    ],
    itinerary: [
      day(
        'Arrival in Katra',
        'Pick-up from Jammu or Katra station, collect your yatra card and rest for the climb.',
        ['Katra'],
        '3-star hotel in Katra',
      ),
      day(
        'Yatra to the Bhawan',
        'Walk from Banganga to the Bhawan for darshan in the holy cave, ride the ropeway to Bhairon Baba temple and come back down to Katra.',
        ['Banganga', 'Ardhkuwari', 'Bhawan', 'Bhairon Baba Temple'],
        '3-star hotel in Katra',
      ),
      day('Departure', 'Transfer to Jammu or Katra station.', ['Jammu'], DEPARTURE_STAY),
    ],
  },
];
