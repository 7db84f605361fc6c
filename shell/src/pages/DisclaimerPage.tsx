import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@tour/shared';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { LegalContact } from './legal/LegalContact';
import { PersonalDataSummary } from './legal/PersonalDataSummary';
import { withPageMeta } from '../routes/withPageMeta';

/** /disclaimer: the limits of what the website promises, payments and refunds included. */
export function DisclaimerPage() {
  const { supportEmail, phone, officeAddress } = useRuntimeConfig();

  const sections: LegalSection[] = [
    {
      id: 'general-information',
      title: 'General information',
      content: (
        <p>
          The information on this website is provided in good faith to help you plan your travel. We
          work to keep it accurate and up to date, but we cannot guarantee that every detail is
          complete or current at the moment you read it. Please confirm anything important, such as
          timings, prices and inclusions, with your partner agent before you book.
        </p>
      ),
    },
    {
      id: 'our-role',
      title: 'Our role and our partner agents',
      content: (
        <p>
          Ghumakkad connects you with independent partner travel agents. Tour packages are fulfilled
          by these agents and by the hotels, transport operators and other suppliers they work with,
          who are responsible for their own services. Our{' '}
          <Link to="/terms&conditions">Terms &amp; Conditions</Link> explain how enquiries, quotes
          and bookings work.
        </p>
      ),
    },
    {
      id: 'prices-and-descriptions',
      title: 'Prices, availability and descriptions',
      content: (
        <p>
          Prices on the website are indicative, usually per person on twin sharing, and are
          confirmed only in a written quote from a partner agent. Availability changes with the
          season. Itineraries, hotel names and photographs are shown as a guide, and illustrations
          are artistic impressions, not pictures of a specific hotel or view.
        </p>
      ),
    },
    {
      id: 'payments',
      title: 'Payments',
      content: (
        <p>
          Payments go through third-party providers, such as payment gateways, banks and UPI apps,
          and are subject to those providers&rsquo; own terms and privacy policies. Ghumakkad does
          not see or store your card, UPI or bank account details, and is not responsible for delays
          or failures on the provider&rsquo;s side. Never share a PIN, CVV or one-time password with
          anyone who calls or messages you.
        </p>
      ),
    },
    {
      id: 'cancellations-and-refunds',
      title: 'Cancellations and refunds',
      content: (
        <p>
          Cancellation and refund rules vary by provider. Partner agents, hotels, airlines, railways
          and activity operators each set their own charges and deadlines, and the rules for your
          trip are given in your quote and confirmation. How long a refund takes to reach you
          depends on the provider and on your bank.
        </p>
      ),
    },
    {
      id: 'travel-conditions',
      title: 'Weather, health and local conditions',
      content: (
        <p>
          Travel in India is shaped by the seasons. Monsoon rains, snowfall, landslides and festival
          crowds can close roads, delay flights or change temple timings, and high-altitude places
          and pilgrimage routes can be physically demanding. Advice on this website about weather,
          best times to visit or fitness is general guidance, not a guarantee or medical advice.
        </p>
      ),
    },
    {
      id: 'ai-assistant',
      title: 'AI travel assistant',
      content: (
        <p>
          Replies from our AI travel assistant are generated automatically. They can be helpful for
          ideas but may be incomplete, out of date or simply wrong. They are not a quote or an
          offer; please check facts and prices with a partner agent or our team.
        </p>
      ),
    },
    {
      id: 'external-links',
      title: 'Links to other websites',
      content: (
        <p>
          Where we link to other websites, such as government permit portals or maps, we do so for
          your convenience. We do not control those websites and are not responsible for their
          content or practices.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      content: (
        <p>
          To the extent the law allows, Ghumakkad is not liable for any loss arising from your
          reliance on the information on this website, or from the services of partner agents and
          their suppliers. This does not limit any rights you have as a consumer under Indian law.
        </p>
      ),
    },
    {
      id: 'personal-data',
      title: 'Your personal data',
      content: <PersonalDataSummary supportEmail={supportEmail} />,
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
      title="Disclaimer"
      intro={
        <p>
          What you can rely on when you use this website, and where the responsibility of our
          partner agents and payment providers begins.
        </p>
      }
      sections={sections}
    />
  );
}

/** The page with its title and description, as the site's routes show it. */
export const DisclaimerRoute = withPageMeta('disclaimer', DisclaimerPage);
