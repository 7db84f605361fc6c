/** The places the spec names, plus Jim Corbett for the wildlife theme. */
import type { DestinationSeed } from './types';

export const DESTINATIONS: DestinationSeed[] = [
  {
    slug: 'goa',
    name: 'Goa',
    landscape: 'beach',
    description:
      'Goa is India’s smallest state, a strip of the Konkan coast where palm-fringed beaches meet the Arabian Sea. Beyond the sand it offers the whitewashed Portuguese-era churches of Old Goa, spice farms inland and a relaxed food scene built on seafood and coconut.',
  },
  {
    slug: 'kerala',
    name: 'Kerala',
    landscape: 'backwaters',
    description:
      'Kerala runs along India’s south-western coast between the Arabian Sea and the forested Western Ghats. Travellers come for slow houseboat cruises on the Alappuzha backwaters, the tea-covered hills of Munnar and Ayurvedic treatments rooted in a long local tradition.',
  },
  {
    slug: 'manali',
    name: 'Manali',
    landscape: 'snow',
    description:
      'Manali sits at about 2,000 metres in the Kullu Valley of Himachal Pradesh, on the Beas river and ringed by deodar forests and snow peaks. It is the base for paragliding and snow play in Solang Valley and for the drive through the Atal Tunnel into Lahaul.',
  },
  {
    slug: 'nainital',
    name: 'Nainital',
    landscape: 'hills',
    description:
      'Nainital is a Kumaon hill town in Uttarakhand wrapped around the green, eye-shaped Naini Lake at roughly 2,000 metres. Boat rides on the lake, evening walks along the Mall Road and Himalayan views from Snow View Point make it a favourite short break from the plains.',
  },
  {
    slug: 'jaipur',
    name: 'Jaipur',
    landscape: 'city',
    description:
      'Jaipur, the capital of Rajasthan, was laid out in 1727 by Maharaja Sawai Jai Singh II and is called the Pink City after the terracotta-pink walls of its old quarter. Amber Fort, the honeycomb facade of Hawa Mahal and the giant stone instruments of Jantar Mantar are a short ride from bazaars full of block prints and gems.',
  },
  {
    slug: 'shimla',
    name: 'Shimla',
    landscape: 'hills',
    description:
      'Shimla, the capital of Himachal Pradesh, was the summer capital of British India and still keeps its colonial churches and timbered buildings along the Ridge and the Mall Road. The narrow-gauge Kalka–Shimla railway climbs to it through more than a hundred tunnels, and nearby Kufri adds snow in winter.',
  },
  {
    slug: 'kashmir',
    name: 'Kashmir',
    landscape: 'snow',
    description:
      'The Kashmir Valley lies between the Pir Panjal and the Great Himalayan ranges, with Srinagar’s Dal Lake, its houseboats and its shikaras at the centre. The meadows of Gulmarg, Pahalgam and Sonamarg turn from wildflower green in summer to deep snow in winter.',
  },
  {
    slug: 'rajasthan',
    name: 'Rajasthan',
    landscape: 'desert',
    description:
      'Rajasthan is India’s largest state by area, reaching across the Thar Desert to the border with Pakistan. Its circuit of forts and palaces runs from Jodhpur’s Mehrangarh and the lakes of Udaipur to the golden sandstone fort of Jaisalmer, where evenings end with camel rides over the dunes.',
  },
  {
    slug: 'darjeeling',
    name: 'Darjeeling',
    landscape: 'hills',
    description:
      'Darjeeling is a hill town in northern West Bengal, about 2,000 metres up and surrounded by the tea estates that made its name famous. Visitors drive up to Tiger Hill before dawn to watch sunrise on Kanchenjunga, and the UNESCO-listed toy train still runs on the Darjeeling Himalayan Railway.',
  },
  {
    slug: 'puri',
    name: 'Puri',
    landscape: 'temple',
    description:
      'Puri, on the Bay of Bengal coast of Odisha, is home to the twelfth-century Jagannath Temple, one of the four Char Dham pilgrimage sites. Every summer the town fills for the Rath Yatra chariot festival, and the Sun Temple at Konark is an easy day trip along the coast.',
  },
  {
    slug: 'dwarka',
    name: 'Dwarka',
    landscape: 'temple',
    description:
      'Dwarka stands where the Gomti river meets the Arabian Sea on the western tip of Gujarat, and Hindu tradition remembers it as the kingdom of Lord Krishna. Its Dwarkadhish Temple is one of the Char Dham, and pilgrims add the Nageshwar Jyotirlinga and the island of Bet Dwarka to their visit.',
  },
  {
    slug: 'rameshwaram',
    name: 'Rameshwaram',
    landscape: 'temple',
    description:
      'Rameshwaram is a temple town on Pamban Island in Tamil Nadu, joined to the mainland by the Pamban bridges across the sea. Its Ramanathaswamy Temple, with long pillared corridors and one of the twelve Jyotirlingas, is one of the Char Dham, and a road runs on to the ghost town of Dhanushkodi at the tip of the island.',
  },
  {
    slug: 'kedarnath',
    name: 'Kedarnath',
    landscape: 'snow',
    description:
      'Kedarnath lies at about 3,580 metres in the Rudraprayag district of Uttarakhand, beneath snow peaks at the head of the Mandakini valley. Its stone temple to Lord Shiva is one of the twelve Jyotirlingas and part of the Chota Char Dham, reached by a trek of about 16 km from Gaurikund or by helicopter.',
  },
  {
    slug: 'badrinath',
    name: 'Badrinath',
    landscape: 'temple',
    description:
      'Badrinath is a pilgrim town at about 3,300 metres on the Alaknanda river in Uttarakhand, set between the Nar and Narayan ranges. Its brightly painted temple to Lord Vishnu is one of the Char Dham, and pilgrims bathe in the Tapt Kund hot spring before darshan and visit nearby Mana village.',
  },
  {
    slug: 'vaishno-devi',
    name: 'Vaishno Devi',
    landscape: 'hills',
    description:
      'The shrine of Mata Vaishno Devi is a cave temple high in the Trikuta hills of Jammu and Kashmir and one of the most visited pilgrimages in India. Pilgrims walk about 13 km from the base town of Katra to the Bhawan, or fly by helicopter to Sanjichhat for the last stretch.',
  },
  {
    slug: 'jim-corbett',
    name: 'Jim Corbett',
    landscape: 'wildlife',
    description:
      'Jim Corbett National Park in Uttarakhand was set up in 1936 as India’s first national park, and Project Tiger was launched here in 1973. Jeep safaris through its sal forests and grasslands along the Ramganga river give a fair chance of seeing tigers, elephants and several kinds of deer.',
  },
];
