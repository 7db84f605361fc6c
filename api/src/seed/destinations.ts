/**
 * Every destination we sell, with its listing description (rich text) and illustration.
 * The first sixteen are the launch destinations: keep their order, so their ids stay stable,
 * and append new places at the end.
 */
import type { DestinationSeed } from './types';

const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('\n');

export const DESTINATIONS: DestinationSeed[] = [
  {
    slug: 'goa',
    name: 'Goa',
    landscape: 'beach',
    description: html(
      'Goa is India’s smallest state, a strip of the Konkan coast where palm-fringed beaches meet the Arabian Sea. It was ruled by Portugal for about 450 years until 1961, and that history still shows in its whitewashed churches, its tiled and balconied houses and a cuisine that mixes coconut, kokum and vinegar with Konkani spice.',
      'The north, around Calangute, Baga, Anjuna and Vagator, is busy and social, with water sports by day and beach shacks and markets at night. The south, from Colva and Benaulim down to Agonda and Palolem, is quieter and greener. Inland lie the UNESCO-listed churches of Old Goa, spice farms near Ponda and the Dudhsagar waterfall on the Karnataka border.',
      'The beach season runs from November to February. The monsoon, from June to September, closes water sports at sea but turns the whole state a deep green.',
    ),
  },
  {
    slug: 'kerala',
    name: 'Kerala',
    landscape: 'backwaters',
    description: html(
      'Kerala runs along India’s south-western coast, a narrow, well-watered state between the Arabian Sea and the forested Western Ghats. Its people call it God’s Own Country, and few visitors argue after a few days among its coconut palms, paddy fields and quiet canals.',
      'Most journeys combine three landscapes. In the hills, Munnar and Thekkady offer tea estates, spice gardens and the Periyar Tiger Reserve. On the backwaters around Alappuzha and Kumarakom, converted rice barges called kettuvallams drift past villages and churches. On the coast, Kovalam and Varkala have cliffs, lighthouses and long sandy beaches.',
      'Between the sights there is the old spice port of Fort Kochi, Kathakali and Kalaripayattu performances, and Ayurvedic treatments rooted in a long local tradition. October to March is dry and pleasant; the monsoon from June to September is green, quiet and good value.',
    ),
  },
  {
    slug: 'manali',
    name: 'Manali',
    landscape: 'snow',
    description: html(
      'Manali sits at about 2,050 metres at the head of the Kullu Valley in Himachal Pradesh, on the Beas river and ringed by deodar forests, apple orchards and snow peaks. The old village above the town still has timber-and-stone houses, while the Mall Road below is full of cafés, woollens and Tibetan stalls.',
      'It is the base for the Himalaya’s easiest adventures: paragliding, skiing and the ropeway at Solang Valley, river rafting near Kullu, and the drive through the Atal Tunnel to the snowfields of Sissu in Lahaul. Rohtang Pass, open roughly from May to November, needs a permit. Closer to town are the Hadimba Devi Temple in its cedar grove and the hot springs of Vashisht.',
      'March to June is pleasant for sightseeing; December to February brings snow and skiing. Heavy rain in July and August can close hill roads, so keep a spare day in the plan.',
    ),
  },
  {
    slug: 'nainital',
    name: 'Nainital',
    landscape: 'hills',
    description: html(
      'Nainital is a Kumaon hill town in Uttarakhand wrapped around the green, eye-shaped Naini Lake at roughly 2,000 metres. The British made it a summer retreat in the nineteenth century, and the Mall Road between Tallital and Mallital still has the feel of an old hill station, with boathouses, churches and sweet shops.',
      'Days here are gentle: a rowing boat or yacht on the lake, the cable car to Snow View Point, a walk or pony ride to Tiffin Top, and the temple of Naina Devi on the northern shore. Around the town lie quieter lakes at Bhimtal, Sattal and Naukuchiatal, the orchards of Mukteshwar and the ashram of Kainchi Dham.',
      'March to June and September to November are the best months. Winter is cold and clear, with the odd snowfall, while the monsoon brings mist and occasional landslides.',
    ),
  },
  {
    slug: 'jaipur',
    name: 'Jaipur',
    landscape: 'city',
    description: html(
      'Jaipur, the capital of Rajasthan, was laid out in 1727 by Maharaja Sawai Jai Singh II on a grid of wide bazaars, and its old quarter was painted a terracotta pink for the visit of the Prince of Wales in 1876. It is still called the Pink City, and the walled city is a UNESCO World Heritage Site.',
      'The hilltop Amber Fort, the honeycomb facade of Hawa Mahal, the City Palace and the giant stone instruments of Jantar Mantar are all within a short drive of each other. Nahargarh and Jaigarh forts watch over the city from the Aravalli ridge, and the Jhalana reserve on its edge is home to wild leopards.',
      'Jaipur is also a shopper’s city, known for block-printed cotton, blue pottery, gemstones and lac bangles. October to March is the most comfortable time; summer afternoons are very hot.',
    ),
  },
  {
    slug: 'shimla',
    name: 'Shimla',
    landscape: 'hills',
    description: html(
      'Shimla, the capital of Himachal Pradesh, was the summer capital of British India, and it still keeps its neo-Gothic Christ Church, the half-timbered Gaiety Theatre and the grand Viceregal Lodge along a ridge at about 2,200 metres. Cars are kept off the Mall Road and the Ridge, so the centre is best seen on foot.',
      'The narrow-gauge Kalka–Shimla railway, a UNESCO World Heritage Site, climbs to the town through more than a hundred tunnels. Around Shimla are the snow slopes of Kufri, the apple country of Narkanda and Thanedar, the cricket ground at Chail, and the road on into Kinnaur along the Sutlej.',
      'March to June is pleasant and busy; December to February brings snow to Kufri and often to the town itself.',
    ),
  },
  {
    slug: 'kashmir',
    name: 'Kashmir',
    landscape: 'snow',
    description: html(
      'The Kashmir Valley lies between the Pir Panjal and the Great Himalayan ranges, a wide green bowl watered by the Jhelum. At its centre is Srinagar, where carved cedar houseboats line Dal Lake and shikaras carry flowers and vegetables to a floating market at dawn.',
      'Each of the valley’s meadows has its own character. Gulmarg has one of the highest gondolas in the world and winter skiing; Pahalgam sits on the Lidder river below the Aru and Betaab valleys; Sonamarg opens onto the Thajiwas glacier. In Srinagar the Mughal gardens of Nishat, Shalimar and Chashme Shahi step down towards the lake.',
      'Spring brings the tulip garden into bloom in April, summer is cool and green, autumn turns the chinar trees red, and from December to February the valley lies under snow.',
    ),
  },
  {
    slug: 'rajasthan',
    name: 'Rajasthan',
    landscape: 'desert',
    description: html(
      'Rajasthan is India’s largest state by area, reaching across the Thar Desert to the border with Pakistan. Its Rajput kingdoms left behind a circuit of hill forts, palaces and stepwells that has few equals anywhere, six of the forts together being a UNESCO World Heritage Site.',
      'A classic journey runs from Jaipur to the blue city of Jodhpur under Mehrangarh Fort, on to the golden sandstone fort of Jaisalmer and the dunes at Sam, and south to the lake palaces of Udaipur. Along the way are the marble Jain temples of Ranakpur, the holy lake of Pushkar and the tigers of Ranthambore.',
      'The travel season runs from October to March, when days are warm and desert nights are cold. Fairs such as Pushkar in November and the Desert Festival in Jaisalmer add colour, and summer, though very hot, brings low prices.',
    ),
  },
  {
    slug: 'darjeeling',
    name: 'Darjeeling',
    landscape: 'hills',
    description: html(
      'Darjeeling is a hill town in northern West Bengal, about 2,000 metres up on a ridge facing Kanchenjunga, the world’s third-highest mountain. The tea planted on its slopes since the 1850s made the name famous, and many estates still welcome visitors to watch leaves being withered, rolled and fired.',
      'The classic morning starts before dawn at Tiger Hill, where the first light turns the snows pink. The UNESCO-listed Darjeeling Himalayan Railway, the toy train, still puffs through the bazaar to Ghoom and round the Batasia Loop. The Himalayan Mountaineering Institute, founded after the first ascent of Everest, and the zoo with its red pandas and snow leopards sit side by side.',
      'March to May and October to December have the clearest views. Kalimpong, Mirik and the Sikkim border are a short drive away.',
    ),
  },
  {
    slug: 'puri',
    name: 'Puri',
    landscape: 'temple',
    description: html(
      'Puri, on the Bay of Bengal coast of Odisha, is one of the holiest towns in India. Its twelfth-century Jagannath Temple, with its towering spire and the great kitchen that feeds thousands of devotees every day, is one of the four Char Dham pilgrimage sites.',
      'Every summer, on the Rath Yatra, the deities Jagannath, Balabhadra and Subhadra are drawn through the town on enormous wooden chariots. The rest of the year Puri is a relaxed seaside town with a long golden beach. The Sun Temple at Konark, the painters’ village of Raghurajpur and Chilika Lake, Asia’s largest brackish-water lagoon, are all within easy reach.',
      'October to March is the pleasant season. Only Hindus may enter the Jagannath Temple; others can see its spire from nearby rooftops and the library opposite.',
    ),
  },
  {
    slug: 'dwarka',
    name: 'Dwarka',
    landscape: 'temple',
    description: html(
      'Dwarka stands where the Gomti river meets the Arabian Sea on the western tip of Gujarat, and Hindu tradition remembers it as the kingdom of Lord Krishna. Its five-storeyed Dwarkadhish Temple, with a flag changed several times a day on its spire, is one of the Char Dham.',
      'Most pilgrims add the Nageshwar Jyotirlinga, the Rukmini Devi Temple and the island of Bet Dwarka, reached by the Sudarshan Setu bridge from Okha. Further along the Saurashtra coast lie Porbandar, where Mahatma Gandhi was born, and the Somnath Jyotirlinga.',
      'October to March is the best time to visit. Janmashtami, Krishna’s birthday in August or September, fills the town with celebration.',
    ),
  },
  {
    slug: 'rameshwaram',
    name: 'Rameshwaram',
    landscape: 'temple',
    description: html(
      'Rameshwaram is a temple town on Pamban Island in Tamil Nadu, joined to the mainland by road and rail bridges across the sea. Its Ramanathaswamy Temple, with some of the longest pillared corridors in India, holds one of the twelve Jyotirlingas and is one of the Char Dham.',
      'Pilgrims bathe first in the sea at Agni Theertham and then in the temple’s own sacred wells before darshan. A road runs on to Dhanushkodi, the town destroyed by a cyclone in 1964, and to Arichal Munai at the island’s tip. The memorial to Dr APJ Abdul Kalam, who grew up here, is on the way.',
      'October to April is the most comfortable season; Madurai and its Meenakshi Amman Temple make a natural start to the journey.',
    ),
  },
  {
    slug: 'kedarnath',
    name: 'Kedarnath',
    landscape: 'snow',
    description: html(
      'Kedarnath lies at about 3,580 metres in the Rudraprayag district of Uttarakhand, beneath snow peaks at the head of the Mandakini valley. Its grey stone temple to Lord Shiva is one of the twelve Jyotirlingas and part of the Chota Char Dham.',
      'The shrine is reached on foot, on a pony or palki along a path of about 16 km from Gaurikund, or by helicopter from the helipads at Guptkashi, Phata and Sersi. The doors open around late April or May and close after Diwali, when the deity moves to Ukhimath for the winter.',
      'Registration for the yatra is compulsory. The weather changes quickly at this height, so even in summer pilgrims need warm layers and rain gear.',
    ),
  },
  {
    slug: 'badrinath',
    name: 'Badrinath',
    landscape: 'temple',
    description: html(
      'Badrinath is a pilgrim town at about 3,100 metres on the Alaknanda river in Uttarakhand, set between the Nar and Narayan ranges with the Neelkanth peak behind. Its brightly painted temple to Lord Vishnu is one of the four Char Dham and one of the Chota Char Dham of the Himalaya.',
      'Pilgrims bathe in the Tapt Kund hot spring before darshan and attend the evening aarti. Three kilometres away is Mana, the last village before the Tibet border, with the Vyas Gufa cave, Bhim Pul and the Vasudhara waterfall trail.',
      'The temple opens from about May to November. The road from Rishikesh follows the river through Devprayag, Rudraprayag and Joshimath, and yatra registration is compulsory.',
    ),
  },
  {
    slug: 'vaishno-devi',
    name: 'Vaishno Devi',
    landscape: 'hills',
    description: html(
      'The shrine of Mata Vaishno Devi is a cave temple high in the Trikuta hills of Jammu and Kashmir and one of the most visited pilgrimages in India. The goddess is worshipped in the form of three natural rock formations, the Pindis, inside the holy cave.',
      'Pilgrims walk about 13 km from the base town of Katra to the Bhawan, on a paved path with shelters, food stalls and medical posts, or use ponies, palkis, battery cars or the helicopter to Sanjichhat. A ropeway links the Bhawan to the Bhairon Baba temple above it.',
      'The yatra runs all year and through the night. Katra has its own railway station, and Jammu airport is about 50 km away.',
    ),
  },
  {
    slug: 'jim-corbett',
    name: 'Jim Corbett',
    landscape: 'wildlife',
    description: html(
      'Jim Corbett National Park in Uttarakhand was set up in 1936 as India’s first national park, and Project Tiger was launched here in 1973. It is named after the hunter-turned-conservationist whose house at Kaladhungi is now a museum.',
      'Jeep and canter safaris run through sal forest, riverine grassland and the wide chaurs of the Ramganga, with a fair chance of seeing tigers as well as elephants, deer, crocodiles and more than 550 kinds of birds. Each zone, such as Dhikala, Bijrani, Jhirna or Dhela, has its own gate and permit quota.',
      'Most zones open from mid-October or mid-November to June; Jhirna and Dhela stay open all year. Ramnagar, the nearest railhead, is the gateway.',
    ),
  },
  // ---- added with the full catalogue -----------------------------------------------------------
  {
    slug: 'udaipur',
    name: 'Udaipur',
    landscape: 'city',
    description: html(
      'Udaipur, founded in 1559 by Maharana Udai Singh II of Mewar, is built around a chain of man-made lakes in the green Aravalli hills. The City Palace rises from the shore of Lake Pichola, and the white Lake Palace and Jag Mandir seem to float on the water in front of it.',
      'Days here are spent in palace courtyards and temple lanes, on boat rides at sunset and in the gardens of Saheliyon-ki-Bari. Evenings bring Rajasthani dance at Bagore ki Haveli and the view from the Monsoon Palace on Sajjangarh hill. Kumbhalgarh Fort, with its 36 km of walls, and the marble temple of Ranakpur make a fine day trip.',
      'September to March is the best time, when the lakes are full and the air is cool. It is one of India’s favourite places for a honeymoon or a palace wedding.',
    ),
  },
  {
    slug: 'jaisalmer',
    name: 'Jaisalmer',
    landscape: 'desert',
    description: html(
      'Jaisalmer rises out of the Thar Desert in far western Rajasthan, a city of yellow sandstone that glows gold in the late afternoon. Its twelfth-century fort is one of the few living forts in the world, with homes, temples and guest houses still inside its walls.',
      'Below the fort, merchant families built havelis such as Patwon ki Haveli with stone carved as finely as lace. The lake of Gadisar, the royal cenotaphs of Bada Bagh and the abandoned village of Kuldhara are close by, and 40 km west lie the dunes of Sam, where camel rides end with folk music in a desert camp.',
      'October to March is the season; the Desert Festival is held in January or February. Summer days are very hot.',
    ),
  },
  {
    slug: 'mount-abu',
    name: 'Mount Abu',
    landscape: 'hills',
    description: html(
      'Mount Abu is Rajasthan’s only hill station, a forested plateau at about 1,200 metres on the southern tip of the Aravallis, close to the Gujarat border. It is a welcome cool escape from the plains, built around the small Nakki Lake with its boats and lakeside walk.',
      'The Dilwara temples, built by Jain ministers between the eleventh and thirteenth centuries, have some of the finest marble carving in India. Guru Shikhar, the highest point of the Aravallis, the Achalgarh fort and temple, the Adhar Devi cave shrine and sunset from the aptly named Sunset Point fill a short stay.',
      'March to June and the green months after the monsoon are pleasant; winters are cool and clear.',
    ),
  },
  {
    slug: 'ranthambore',
    name: 'Ranthambore',
    landscape: 'wildlife',
    description: html(
      'Ranthambore National Park, near Sawai Madhopur in eastern Rajasthan, is one of the best places in India to see a wild tiger. Its dry deciduous forest, lakes and rocky ridges meet the Aravalli and Vindhya hills, and tigers here are famously at ease in daylight.',
      'Inside the park stands the thousand-year-old Ranthambore Fort, a UNESCO World Heritage Site, with the much-loved Trinetra Ganesh temple on its walls. Safaris run in open jeeps (gypsies) and larger canters across ten zones, morning and afternoon, with sambar, spotted deer, crocodiles, leopards and sloth bears as well.',
      'The core zones are open from 1 October to 30 June. The best sightings come in the warmer months from March to May, when animals gather at the waterholes.',
    ),
  },
  {
    slug: 'agra',
    name: 'Agra',
    landscape: 'city',
    description: html(
      'Agra, on the Yamuna in Uttar Pradesh, was a Mughal capital, and it holds three UNESCO World Heritage Sites: the Taj Mahal, built by Shah Jahan in memory of Mumtaz Mahal, the red sandstone Agra Fort, and the abandoned city of Fatehpur Sikri nearby.',
      'The Taj is open from sunrise to sunset every day except Friday, and on five nights around each full moon for a limited number of visitors. Mehtab Bagh across the river gives the classic sunset view, and the tomb of Itimad-ud-Daulah, the Baby Taj, shows the inlay work that inspired it.',
      'Agra sits at one corner of the Golden Triangle with Delhi and Jaipur, and Mathura, Vrindavan and the Keoladeo bird park at Bharatpur are within easy reach. October to March is the best season.',
    ),
  },
  {
    slug: 'amritsar',
    name: 'Amritsar',
    landscape: 'temple',
    description: html(
      'Amritsar, in Punjab close to the border with Pakistan, is the spiritual home of the Sikhs. At its heart the Harmandir Sahib, the Golden Temple, rises from the Amrit Sarovar, the pool of nectar that gives the city its name, and its community kitchen serves a free meal to tens of thousands of people every day.',
      'The Jallianwala Bagh memorial, the Partition Museum in the old Town Hall and the lanes of the walled city are a short walk away, and the Beating Retreat ceremony at the Attari–Wagah border draws crowds every evening.',
      'Amritsar is also one of India’s great food cities, known for its kulchas, lassi and dhaba cooking. October to March is the best time; Baisakhi in April and Diwali at the Golden Temple are special.',
    ),
  },
  {
    slug: 'varanasi',
    name: 'Varanasi',
    landscape: 'temple',
    description: html(
      'Varanasi, also called Kashi and Banaras, is one of the oldest continuously inhabited cities in the world and the holiest city of Hinduism. Its ghats run for several kilometres along the western bank of the Ganga, from Assi in the south to Raj Ghat in the north.',
      'Life here is lived on the steps: bathers at dawn, cremations at Manikarnika, wrestlers and boatmen, and the evening Ganga aarti at Dashashwamedh Ghat with its lamps, conches and bells. The Kashi Vishwanath Temple, one of the twelve Jyotirlingas, now opens onto the river through a wide corridor.',
      'Ten kilometres away is Sarnath, where the Buddha gave his first sermon. October to March is the best time to visit, and Dev Deepawali in November lights every ghat with lamps.',
    ),
  },
  {
    slug: 'rishikesh',
    name: 'Rishikesh',
    landscape: 'hills',
    description: html(
      'Rishikesh sits where the Ganga leaves the Himalayan foothills in Uttarakhand, about 25 km upstream of Haridwar. Known as the yoga capital of the world, it is full of ashrams and yoga schools, and the town is strictly vegetarian and alcohol-free.',
      'The river is the centre of everything: the evening aarti at Triveni Ghat and Parmarth Niketan, the suspension bridge of Ram Jhula, and the white-water rafting stretches from Shivpuri and beyond. The Beatles Ashram, Neelkanth Mahadev and the hilltop Kunjapuri temple are nearby.',
      'Rishikesh is also the gateway to the Char Dham. Rafting runs from about mid-September to June; the spring and autumn months are the most pleasant.',
    ),
  },
  {
    slug: 'leh-ladakh',
    name: 'Leh Ladakh',
    landscape: 'snow',
    description: html(
      'Ladakh is a high-altitude desert between the Karakoram and the Great Himalaya, and Leh, its capital, stands at about 3,500 metres. Bare brown mountains, turquoise lakes and whitewashed monasteries under prayer flags make it one of the most striking landscapes in India.',
      'From Leh, roads climb over high passes to the sand dunes and double-humped camels of the Nubra Valley, the long blue lake of Pangong Tso and the quieter Tso Moriri. Monasteries such as Thiksey, Hemis, Alchi and Diskit hold centuries of Buddhist art, and the summer brings rafting on the Indus and Zanskar.',
      'The season runs from May to September, when the roads from Manali and Srinagar are open. The body needs a day or two to adjust to the altitude. Indian visitors pay an environment fee online before heading to Nubra, Pangong and other protected areas, while foreign nationals need a Protected Area Permit.',
    ),
  },
  {
    slug: 'sikkim',
    name: 'Sikkim',
    landscape: 'hills',
    description: html(
      'Sikkim is a small Himalayan state between Nepal, Tibet and Bhutan, dominated by Kanchenjunga, the world’s third-highest mountain, which its people hold sacred. Gangtok, the capital, is a tidy hill town with a car-free MG Marg, monasteries and views across the Teesta valley.',
      'From Gangtok, roads lead to the glacial lake of Tsomgo (Changu) and Nathula Pass, to the flower meadows of Yumthang in the north, and west to Pelling, with its sunrise views of Kanchenjunga and the monasteries of Pemayangtse and Rabdentse. Rumtek, seat of the Karmapa lineage, is close to Gangtok.',
      'Sikkim was India’s first fully organic state. Indian visitors need protected-area permits for Tsomgo, Nathula and North Sikkim, arranged through a registered agent, and foreign nationals need a Restricted Area Permit, often called the Inner Line Permit, to enter the state. March to May and October to December are the best months.',
    ),
  },
  {
    slug: 'andaman-islands',
    name: 'Andaman Islands',
    landscape: 'beach',
    description: html(
      'The Andaman Islands lie in the Bay of Bengal, about 1,200 km from the Indian mainland, with white beaches, mangrove creeks and some of the clearest water in India. Sri Vijaya Puram, formerly Port Blair, is the capital and the only airport.',
      'Most trips combine the capital, with the Cellular Jail and its evening sound-and-light show, with the islands of Swaraj Dweep (Havelock), famous for Radhanagar Beach and its diving, and Shaheed Dweep (Neil), which is smaller and slower. Snorkelling, scuba diving, sea walks and glass-bottom boats show off the coral reefs, and Baratang’s limestone caves and mangroves make a memorable day out.',
      'October to May is the best time, with calm seas from December to April. Islands are linked by government and private ferries, which depend on the weather.',
    ),
  },
  {
    slug: 'pondicherry',
    name: 'Pondicherry',
    landscape: 'beach',
    description: html(
      'Pondicherry, officially Puducherry, is a former French territory on the Coromandel coast of south India, about 150 km south of Chennai. Its White Town still has ochre and white colonial villas, bougainvillea, French street names and a seafront promenade where cars are kept out in the evenings.',
      'Just across the canal, the Tamil quarter has its own merchant houses and temples, including the Manakula Vinayagar Temple. The Sri Aurobindo Ashram is in the centre of town, and the international township of Auroville, with its golden Matrimandir, lies just outside. Serenity Beach and Paradise Beach are good for a swim, surfing lessons and scuba diving.',
      'October to March is the best time to visit; the north-east monsoon brings rain in October and November.',
    ),
  },
  {
    slug: 'munnar',
    name: 'Munnar',
    landscape: 'hills',
    description: html(
      'Munnar is a hill town in Kerala’s Idukki district at about 1,600 metres, where three mountain streams meet. For miles around, the Western Ghats are covered in neatly clipped tea estates first planted by British planters in the 1880s, broken by shola forest, waterfalls and reservoirs.',
      'Eravikulam National Park protects the endangered Nilgiri tahr below Anamudi, the highest peak in south India. The Tea Museum explains how leaf becomes tea, while Mattupetty Dam, Echo Point and Top Station give wide views of the hills. Early risers take a jeep up to Kolukkumalai, one of the highest tea estates in the world, for sunrise.',
      'September to March is cool and clear. The monsoon is heavy but beautiful, and Eravikulam closes for the tahr calving season, usually in February and March.',
    ),
  },
  {
    slug: 'ooty',
    name: 'Ooty',
    landscape: 'hills',
    description: html(
      'Ooty, officially Udhagamandalam, is the best-known hill station of the Nilgiris in Tamil Nadu, at about 2,200 metres. It was the summer headquarters of the Madras Presidency, and its Government Botanical Garden, laid out in 1848, and its lake date from those days.',
      'The blue-and-cream trains of the Nilgiri Mountain Railway, a UNESCO World Heritage Site, still climb the rack line from Mettupalayam through Coonoor. Around Ooty are Doddabetta peak, the tea estates and viewpoints of Coonoor, the lakes of Pykara and Avalanche, and the wildlife of the Mudumalai Tiger Reserve below the Sigur ghat.',
      'April to June is the busy season, with the Flower Show in May; October to March is cool and quiet, with frosty mornings in December and January.',
    ),
  },
  {
    slug: 'coorg',
    name: 'Coorg',
    landscape: 'hills',
    description: html(
      'Coorg, or Kodagu, is a green hill district of Karnataka on the Western Ghats, famous for its coffee estates shaded by tall forest trees and its proud Kodava culture. Madikeri, the main town, sits at about 1,100 metres.',
      'Plantation homestays are the heart of a Coorg holiday, with estate walks, pepper vines and home-cooked pandi curry. Abbey Falls, Raja’s Seat, the elephants of Dubare on the Kaveri, Talacauvery where the river rises, and the Tibetan settlement of Bylakuppe with its Golden Temple are all within a couple of hours.',
      'October to March is the most pleasant time. The monsoon is very wet, but it is the season for white-water rafting on the Barapole river.',
    ),
  },
  {
    slug: 'mysore',
    name: 'Mysore',
    landscape: 'city',
    description: html(
      'Mysore, officially Mysuru, was the capital of the Wodeyar kings and is still one of south India’s most gracious cities. The Mysore Palace, rebuilt in Indo-Saracenic style after a fire in 1897, is lit by nearly a hundred thousand bulbs on Sunday evenings and through the Dasara festival.',
      'Chamundi Hill with its temple and giant Nandi, the fragrant Devaraja Market, St Philomena’s Church and the musical fountains of Brindavan Gardens fill a busy day. Srirangapatna, Tipu Sultan’s island fortress, is half an hour away, and the tiger reserves of Bandipur and Nagarhole are close.',
      'October to March is the best time. Dasara, over ten days in September or October, ends with a grand procession through the city.',
    ),
  },
  {
    slug: 'hampi',
    name: 'Hampi',
    landscape: 'temple',
    description: html(
      'Hampi, in central Karnataka, was Vijayanagara, the capital of one of the greatest empires of medieval India, until it was sacked in 1565. Its ruins spread over about 40 square kilometres of giant granite boulders, banana fields and the Tungabhadra river, and are a UNESCO World Heritage Site.',
      'The Virupaksha Temple is still in worship, while the Vittala Temple with its stone chariot and musical pillars, the Lotus Mahal, the Elephant Stables and the Queen’s Bath show the empire’s grandeur. Sunrise from Matanga Hill, a coracle ride on the river and a cycle ride between the ruins are the best ways to feel its scale.',
      'October to February is the season; the summer months are very hot. Hospet, 13 km away, has the nearest railway station.',
    ),
  },
  {
    slug: 'tirupati',
    name: 'Tirupati',
    landscape: 'temple',
    description: html(
      'Tirupati, in southern Andhra Pradesh, is the gateway to Tirumala, where the temple of Sri Venkateswara stands on the seven hills of the Seshachalam range. It is one of the most visited places of worship in the world, managed by the Tirumala Tirupati Devasthanams (TTD).',
      'Pilgrims go up by the ghat road or climb the stone steps from Alipiri, and many offer their hair at the Kalyanakatta before darshan. The laddu prasadam is famous across India. In the town below are the Padmavathi Ammavari Temple at Tiruchanoor and the Govindaraja Swamy Temple, and Srikalahasti is a short drive away.',
      'Darshan runs all year. Special-entry tickets and rooms are booked in advance on the TTD website, and the annual Brahmotsavam in September or October draws huge crowds.',
    ),
  },
  {
    slug: 'shirdi',
    name: 'Shirdi',
    landscape: 'temple',
    description: html(
      'Shirdi, a town in the Ahmednagar district of Maharashtra, was the home of Sai Baba, the saint revered by Hindus and Muslims alike, who lived here until 1918. His Samadhi Mandir draws pilgrims all year round, and the day follows the rhythm of four aartis from Kakad Aarti at dawn to Shej Aarti at night.',
      'Dwarkamai, the old mosque where Sai Baba lived, the Chavadi and the Gurusthan are a short walk from the temple. Shani Shingnapur, the village without doors, is about 70 km away, and Nashik with Trimbakeshwar and the Ellora caves with Grishneshwar are within a day’s drive.',
      'Shirdi has its own airport and a railway station at Sainagar Shirdi. The winter months are the most pleasant; Guru Purnima and Ram Navami are the busiest festivals.',
    ),
  },
  {
    slug: 'kaziranga',
    name: 'Kaziranga',
    landscape: 'wildlife',
    description: html(
      'Kaziranga National Park, on the south bank of the Brahmaputra in Assam, is home to about two-thirds of the world’s greater one-horned rhinoceroses. Its tall elephant grass, swamps and forest are a UNESCO World Heritage Site and a tiger reserve.',
      'Jeep safaris run in the Central (Kohora), Western (Bagori), Eastern (Agaratoli) and Burapahar ranges, with wild water buffalo, swamp deer, elephants and a wealth of birds as well as rhinos. Tea gardens, the Kaziranga orchid park and Karbi villages lie along the park’s edge.',
      'The park is open from about October or November to April or May and closes in the monsoon, when the Brahmaputra floods the plains. Guwahati and Jorhat are the nearest airports.',
    ),
  },
  {
    slug: 'gir',
    name: 'Gir',
    landscape: 'wildlife',
    description: html(
      'Gir National Park in Gujarat’s Saurashtra is the last home of the Asiatic lion. From barely a few dozen animals a century ago, the lions now number several hundred across Gir and the surrounding countryside, thanks to one of India’s great conservation efforts.',
      'Safaris start from Sasan Gir along fixed routes through dry teak forest, rocky hills and river beds, with leopards, sambar, chinkara and marsh crocodiles as well. The fenced Devalia safari park nearby shows lions in a more controlled setting, and the Maldhari herders who share the forest with them are part of the story.',
      'The park is open from 16 October to 15 June. Somnath is about 45 km away and Diu about 100 km, which makes Gir easy to combine with the Saurashtra coast.',
    ),
  },
];
