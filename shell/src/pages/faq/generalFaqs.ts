/** One question of the general travel FAQ (/faq). Answers are plain paragraphs. */
export interface GeneralFaq {
  id: string;
  question: string;
  answer: string[];
}

/** The general travel FAQ: 19 questions, most asked first (spec §2, FAQ page). */
export const GENERAL_FAQS: readonly GeneralFaq[] = [
  {
    id: 'how-to-book',
    question: 'How do I book a tour package with Ghumakkad?',
    answer: [
      'Find a package you like, or simply tell us your plan: where you want to go, when, from which city and how many of you are travelling. Use the Enquiry Now button or the Request to Book form on any package page.',
      'Partner agents who know the destination then send you quotes. Compare them, ask questions, and once you are happy, confirm with the agent of your choice. Your booking is final only when the agent sends you a written confirmation.',
    ],
  },
  {
    id: 'enquiry-cost',
    question: 'Does it cost anything to send an enquiry?',
    answer: [
      'No. Sending an enquiry and receiving quotes is free, and you are under no obligation to book. You pay only for the trip you decide to confirm.',
    ],
  },
  {
    id: 'quotes',
    question: 'How do quotes from different agents work?',
    answer: [
      'Each agent prepares a quote with a day-wise itinerary, the hotels they propose, what is included and the price. Because the hotel category, meal plan and sightseeing can differ between quotes, compare what is included and not just the total.',
      'If something is unclear, ask the agent to explain or adjust it. A good quote answers your questions before you pay anything.',
    ],
  },
  {
    id: 'prices-final',
    question: 'Are the prices shown on the website final?',
    answer: [
      'No. Prices on the website are indicative and usually per person on twin sharing. The final price depends on your dates, hotel choice, group size and availability, and may add taxes such as GST.',
      'The price in the written quote that the agent confirms to you is the one you pay.',
    ],
  },
  {
    id: 'payments',
    question: 'How do I pay, and is my payment safe?',
    answer: [
      'Payments go through third-party payment providers such as payment gateways, UPI and bank transfer, as set out in your quote. Agents usually ask for an advance to confirm the booking and the balance before departure.',
      'Always ask for a receipt, and never share a card PIN, CVV or one-time password with anyone. Our team will never ask for them.',
    ],
  },
  {
    id: 'cancellation',
    question: 'What if I need to cancel my trip?',
    answer: [
      'Cancellation and refund rules vary by provider. The rules for your trip are given in your quote and confirmation, so read them before you pay. Charges usually depend on how many days before departure you cancel.',
      'Tell your agent in writing as early as possible. Refunds go back to your original payment method, and the time they take depends on the provider and your bank.',
    ],
  },
  {
    id: 'change-dates',
    question: 'Can I change my travel dates after booking?',
    answer: [
      'Often, yes, subject to hotel and transport availability on the new dates. Ask your agent as early as you can. There may be a difference in price, and some items, such as certain flight fares, carry change fees.',
    ],
  },
  {
    id: 'documents',
    question: 'Which documents do I need for travel within India?',
    answer: [
      'Every adult should carry a government-issued photo ID such as an Aadhaar card, passport, voter ID or driving licence. Airlines ask for it at the airport, and hotels usually ask every adult guest at check-in. Carry a photocopy or a digital copy as well.',
      'Foreign nationals need a valid passport and Indian visa, and hotels will record these details.',
    ],
  },
  {
    id: 'permits',
    question: 'Do I need a permit for places like Sikkim, Ladakh or Arunachal Pradesh?',
    answer: [
      'Some areas do. Arunachal Pradesh, Nagaland, Mizoram and Manipur require an Inner Line Permit for visitors from other states, and places such as Tsomgo Lake, Nathu La and North Sikkim need permits arranged through registered operators. In Ladakh, areas such as Nubra Valley and Pangong Lake have their own permit or fee rules.',
      'Rules differ for Indian and foreign nationals and change from time to time. Your agent will tell you exactly what is needed for your itinerary and usually arranges it for you.',
    ],
  },
  {
    id: 'customise',
    question: 'Can I customise a package?',
    answer: [
      'Yes. Every package is a starting point. You can add or remove days, change hotels, choose a different meal plan, add sightseeing or travel at a slower pace. Mention what you have in mind in your enquiry and the agents will quote for that plan.',
    ],
  },
  {
    id: 'group-travel',
    question: 'Do you arrange trips for large groups?',
    answer: [
      'Yes. Families, groups of friends, school and college trips, and office outings are all welcome. Larger groups often get better hotel and transport rates, and agents can arrange a private vehicle or coach, group dining and a tour manager.',
      'Share the number of travellers, their ages and rooming preferences in your enquiry so that quotes are accurate.',
    ],
  },
  {
    id: 'senior-citizens',
    question: 'Are your tours suitable for senior citizens?',
    answer: [
      'Yes. Ask for a relaxed itinerary with fewer hotel changes, shorter drives and rest time each afternoon. Agents can request ground-floor or lift-access rooms and arrange wheelchair assistance at airports and stations.',
      'For demanding places such as Kedarnath or Vaishno Devi, options like ponies, palkis, battery cars or helicopter services (where available) can make the journey easier. Please tell us about any medical conditions when you enquire.',
    ],
  },
  {
    id: 'pilgrimages',
    question: 'Do you organise pilgrimage tours?',
    answer: [
      'Yes. Our partner agents plan yatras such as the Char Dham, Vaishno Devi, Puri Jagannath, Dwarka, Rameshwaram, Tirupati and Varanasi, with darshan timings, stays close to the temple and suitable food in mind.',
      'Some pilgrimages require registration in advance, for example the Char Dham Yatra in Uttarakhand, and the Vaishno Devi yatra requires a yatra registration card. Your agent will guide you through it.',
    ],
  },
  {
    id: 'best-time',
    question: 'When is the best time to visit popular destinations?',
    answer: [
      'It depends on what you want to see. Goa, Rajasthan and most of the plains are most pleasant from October to March. Kerala is lovely from September to March, and the monsoon months suit travellers who enjoy lush green landscapes and lower prices.',
      'Hill stations such as Shimla, Manali and Nainital are popular from March to June and in winter for snow. Ladakh is best from June to September. Your agent can advise on festivals, crowds and weather for your dates.',
    ],
  },
  {
    id: 'weather-disruption',
    question: 'What happens if bad weather disrupts my trip?',
    answer: [
      'Landslides, heavy snow or floods sometimes close roads or delay flights, especially in the hills during the monsoon and winter. Your agent will try to rearrange sightseeing, change the route or move your dates.',
      'Extra costs and refunds for unused services follow the policies of the providers concerned, which is one of the reasons travel insurance is worth having.',
    ],
  },
  {
    id: 'insurance',
    question: 'Should I buy travel insurance?',
    answer: [
      'We strongly recommend it. A good policy covers medical emergencies, trip cancellation or interruption and lost baggage. If you plan treks, high-altitude travel or adventure sports, check that they are covered, and read the exclusions for pre-existing conditions.',
    ],
  },
  {
    id: 'food',
    question: 'Are meals included, and can you arrange vegetarian or Jain food?',
    answer: [
      'It depends on the meal plan in your quote: breakfast only, breakfast and dinner, or all meals. Vegetarian food is easy to find across India, and agents can request Jain or other special meals from hotels. Mention your needs in the enquiry so they are confirmed in writing.',
    ],
  },
  {
    id: 'children',
    question: 'Can I travel with children and infants?',
    answer: [
      'Of course. Many hotels offer reduced rates for children sharing a room with their parents, and agents can plan shorter travel days and child-friendly activities. Please share the ages of all children when you enquire, as prices and room rules depend on them.',
    ],
  },
  {
    id: 'support-during-trip',
    question: 'How can I reach you during my trip?',
    answer: [
      'Our support team is available 24/7 by phone and email, and your agent will give you a local contact for the trip. If anything goes wrong, call us; we will work with the agent to put it right.',
    ],
  },
];
