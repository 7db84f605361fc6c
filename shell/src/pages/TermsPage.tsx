import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@tour/shared';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { LegalContact } from './legal/LegalContact';
import { PersonalDataSummary } from './legal/PersonalDataSummary';
import { withPageMeta } from '../routes/withPageMeta';

/** /terms&conditions: how enquiries, quotes and bookings through Ghumakkad work. */
export function TermsPage() {
  const { supportEmail, phone, officeAddress } = useRuntimeConfig();

  const sections: LegalSection[] = [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      content: (
        <>
          <p>
            These terms apply when you use the Ghumakkad website, send us an enquiry or a request to
            book, or chat with our AI travel assistant. By using the website you agree to them. If
            you do not agree, please do not use the website.
          </p>
          <p>
            In these terms, &lsquo;we&rsquo;, &lsquo;us&rsquo; and &lsquo;Ghumakkad&rsquo; mean
            Ghumakkad Travels; &lsquo;you&rsquo; means the person using the website and, where you
            enquire on behalf of others, every traveller in your group.
          </p>
        </>
      ),
    },
    {
      id: 'our-role',
      title: 'What Ghumakkad does',
      content: (
        <>
          <p>
            Ghumakkad is a platform that connects travellers with independent partner travel agents.
            A booking made on this website is a request for a quote: it is not a confirmed
            reservation. We pass your request to partner agents who know the destination, and they
            send you quotes for you to compare.
          </p>
          <p>
            When you accept a quote, your contract for the tour is with the partner agent who
            fulfils it. The agent, and the hotels, transport operators and other suppliers the agent
            uses, are responsible for providing the services described in their confirmation. We
            remain available to help you throughout, including if something goes wrong.
          </p>
        </>
      ),
    },
    {
      id: 'quotes-and-prices',
      title: 'Enquiries, quotes and prices',
      content: (
        <>
          <p>
            Prices shown on the website, including &lsquo;Starting From&rsquo; prices, are
            indicative until confirmed. Unless stated otherwise they are per person on twin sharing,
            for the travel season shown, and may not include taxes such as GST, airfare, entry
            tickets or personal expenses.
          </p>
          <ul>
            <li>
              A price becomes binding only when a partner agent confirms it to you in writing, with
              the dates, hotels, inclusions and exclusions it covers.
            </li>
            <li>
              Hotels, flights and trains are subject to availability at the time of booking. Peak
              seasons, festivals and long weekends can change both price and availability quickly.
            </li>
            <li>
              Sending an enquiry is free and does not oblige you to book. Please give accurate
              details so that agents can quote correctly.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'confirming-and-paying',
      title: 'Confirming a booking and paying',
      content: (
        <>
          <p>
            A booking is confirmed only when the partner agent has received any advance payment they
            ask for and has sent you a written confirmation. The payment schedule (for example, an
            advance to confirm and the balance before departure) is set out in the agent&rsquo;s
            quote.
          </p>
          <p>
            Payments go through third-party payment providers such as payment gateways, banks and
            UPI apps. Their own terms apply to each payment. Always keep your receipt, and never
            share a card PIN, CVV or one-time password with anyone: our team and our partner agents
            will never ask for them.
          </p>
        </>
      ),
    },
    {
      id: 'changes-and-cancellations',
      title: 'Changes, cancellations and refunds',
      content: (
        <>
          <p>
            Cancellation and refund rules vary by provider. Each partner agent, hotel, airline and
            transport operator has its own policy, and the one that applies to your trip is stated
            in your quote and confirmation. Read it before you pay.
          </p>
          <ul>
            <li>
              To change or cancel a confirmed booking, tell the agent in writing and copy us at{' '}
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. The date the agent receives
              your request usually decides which charges apply.
            </li>
            <li>
              Non-refundable items, such as some flight fares, permits and festival-season hotel
              rooms, cannot be refunded even when the rest of the booking can.
            </li>
            <li>
              Refunds are paid to the original method of payment. The time they take depends on the
              provider and on your bank.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'traveller-responsibilities',
      title: 'Your responsibilities as a traveller',
      content: (
        <ul>
          <li>
            Give correct names (as on your identity documents), ages, contact details and any
            health, dietary or mobility needs when you enquire and book.
          </li>
          <li>
            Check your confirmation as soon as you receive it and tell the agent at once about any
            mistake.
          </li>
          <li>
            Reach pick-up points, stations and airports on time. Services missed because of a late
            arrival may not be refundable.
          </li>
          <li>
            Make sure every traveller is fit for the trip you choose, particularly for treks, high
            altitude destinations and pilgrimages that involve long walks or climbs.
          </li>
          <li>
            Respect local laws, customs and the rules of places of worship, protected areas and
            hotels, and look after your own belongings and valuables.
          </li>
        </ul>
      ),
    },
    {
      id: 'documents-and-permits',
      title: 'Identity documents, permits and visas',
      content: (
        <>
          <p>You are responsible for carrying valid documents for every traveller in your group.</p>
          <ul>
            <li>
              Within India, carry a government-issued photo identity document such as an Aadhaar
              card, passport, voter ID or driving licence. Airlines and hotels ask for it, and
              hotels may ask every adult guest.
            </li>
            <li>
              Some areas need permits, such as Inner Line Permits for Arunachal Pradesh, Nagaland,
              Mizoram and Manipur, and permits for protected areas in Sikkim and Ladakh. Rules
              differ for Indian and foreign nationals and change from time to time; your agent will
              tell you what is needed and how to apply.
            </li>
            <li>
              Some pilgrimages require registration before you travel, for example the Char Dham
              Yatra in Uttarakhand.
            </li>
            <li>
              For travel outside India, and for foreign nationals visiting India, a valid passport
              and the right visa are your responsibility. Neither we nor our partner agents can
              guarantee that a visa or permit will be granted.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'health-and-insurance',
      title: 'Health, safety and travel insurance',
      content: (
        <p>
          We strongly recommend travel insurance that covers medical treatment, evacuation, trip
          cancellation and loss of baggage, and, if your plans include them, trekking or adventure
          activities. Please consult your doctor before travelling to high altitudes or if you have
          a medical condition. Adventure activities are run by specialist operators under their own
          safety rules, which you must follow.
        </p>
      ),
    },
    {
      id: 'force-majeure',
      title: 'Force majeure',
      content: (
        <>
          <p>
            Neither we nor our partner agents are liable for failing to provide a service, or for
            delays, caused by events beyond reasonable control. These include floods, landslides,
            heavy snowfall, cyclones, earthquakes, epidemics, strikes, road or airport closures,
            civil unrest and orders of the government or local authorities.
          </p>
          <p>
            If such an event affects your trip, your agent will try to offer a reasonable
            alternative, such as new dates or a different route. Any extra cost, and any refund of
            unused services, will follow the policies of the providers concerned.
          </p>
        </>
      ),
    },
    {
      id: 'liability',
      title: 'Limits of our liability',
      content: (
        <p>
          We take care in choosing our partner agents and in presenting information on the website,
          but we do not operate the hotels, vehicles, flights or activities in your trip. To the
          extent the law allows, we are not liable for the acts or omissions of partner agents or
          their suppliers, or for indirect or consequential losses. Nothing in these terms limits
          any right you have under the Consumer Protection Act, 2019 or any other law that cannot be
          excluded.
        </p>
      ),
    },
    {
      id: 'using-the-website',
      title: 'Using this website',
      content: (
        <>
          <p>
            Descriptions, itineraries and images on the website are a guide and may be illustrative.
            Answers from the AI travel assistant are generated automatically and may be incomplete
            or out of date, so please confirm important details with your agent.
          </p>
          <p>
            The text, illustrations and design of the website belong to Ghumakkad. You may use them
            for planning your own travel, but not copy or republish them for commercial purposes
            without our written permission. Please do not misuse the website, send false enquiries
            or try to disrupt its working. See also our <Link to="/disclaimer">Disclaimer</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'personal-data',
      title: 'Your personal data',
      content: <PersonalDataSummary supportEmail={supportEmail} />,
    },
    {
      id: 'changes-to-terms',
      title: 'Changes to these terms',
      content: (
        <p>
          We may update these terms from time to time. The date at the top of this page shows when
          they were last updated. The terms in force when a booking is confirmed apply to that
          booking.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      content: (
        <p>
          These terms are governed by the laws of India. If you have a complaint, please contact us
          first: most problems can be solved quickly that way. Any dispute that cannot be settled
          amicably is subject to the jurisdiction of the courts of the city where our registered
          office is located, without affecting your right to approach a consumer commission.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      content: (
        <LegalContact supportEmail={supportEmail} phone={phone} officeAddress={officeAddress} />
      ),
    },
  ];

  return (
    <LegalPage
      title="Terms & Conditions"
      intro={
        <p>
          Plain-language terms for planning and booking a trip through Ghumakkad. Please read them
          before you accept a quote from one of our partner agents.
        </p>
      }
      sections={sections}
    />
  );
}

/** The page with its title and description, as the site's routes show it. */
export const TermsRoute = withPageMeta('terms', TermsPage);
