import { PRIVACY_NOTICE_VERSION, useRuntimeConfig } from '@tour/shared';
import { LegalPage, type LegalSection } from './legal/LegalPage';
import { LegalContact } from './legal/LegalContact';
import { withPageMeta } from '../routes/withPageMeta';

/** /privacy-policy: what we collect, why, who sees it, and how to exercise your rights. */
export function PrivacyPolicyPage() {
  const { supportEmail, phone, officeAddress } = useRuntimeConfig();
  const mail = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Who we are and what this policy covers',
      content: (
        <p>
          Ghumakkad Travels (&lsquo;Ghumakkad&rsquo;, &lsquo;we&rsquo;, &lsquo;us&rsquo;) runs this
          website to help travellers plan holidays with independent partner travel agents. This
          policy explains how we handle information about you when you browse the website, send an
          enquiry or request to book, subscribe to our newsletter, contact us or use our AI travel
          assistant. We follow applicable Indian law, including the Information Technology Act, 2000
          and the rules made under it, and the Digital Personal Data Protection Act, 2023.
        </p>
      ),
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      content: (
        <>
          <p>We collect only what we need to help you plan a trip:</p>
          <ul>
            <li>
              <strong>Personal details</strong> you give us: your name, phone number and email
              address, and the names and ages of fellow travellers where a quote needs them.
            </li>
            <li>
              <strong>Travel preferences</strong>: destinations, travel dates, departure city,
              number of travellers, budget, the type of trip you like, and any dietary,
              accessibility or other needs you choose to mention.
            </li>
            <li>
              <strong>Technical data</strong>: your IP address, browser, device type and the pages
              you visit, which our servers record when you use the website.
            </li>
            <li>
              <strong>Cookies</strong> and similar browser storage, described below.
            </li>
            <li>
              <strong>Messages</strong> you type into the AI travel assistant or send us through our
              forms.
            </li>
          </ul>
          <p>
            We do not ask for sensitive information such as medical records or bank account details.
            Please do not share card numbers, PINs or passwords with us through any channel.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-it',
      title: 'Why we use it',
      content: (
        <ul>
          <li>To pass your enquiry to suitable partner agents and get you quotes.</li>
          <li>To contact you about your enquiry, booking or support request.</li>
          <li>To answer your questions in the AI travel assistant.</li>
          <li>To send our newsletter, only if you have subscribed to it.</li>
          <li>
            To keep the website secure, prevent fraud and misuse, and understand which pages are
            useful so that we can improve them.
          </li>
          <li>To meet our legal obligations, such as keeping tax and accounting records.</li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      content: (
        <>
          <p>
            <strong>We do not sell your personal data</strong>, and we do not rent it or trade it to
            anyone for marketing.
          </p>
          <ul>
            <li>
              <strong>Partner agents</strong>: we share your details with partner agents only to
              fulfil a request you have made, such as preparing a quote or confirming a booking.
              They may use it for that purpose and nothing else.
            </li>
            <li>
              <strong>Service providers</strong> who host the website, process newsletter sign-ups,
              run the AI assistant or deliver email, under contracts that require them to protect
              your data and use it only on our instructions.
            </li>
            <li>
              <strong>Authorities</strong>, where the law requires us to, or where it is necessary
              to protect someone&rsquo;s safety.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and browser storage',
      content: (
        <>
          <p>
            We use a small number of cookies and similar technologies that the website needs to work
            and, where we use them, to understand in aggregate how it is used. The AI travel
            assistant keeps your recent conversation in your browser&rsquo;s local storage so that
            it is still there when you return; it stays on your device.
          </p>
          <p>
            You can clear cookies and local storage, or block them, in your browser settings. Some
            features, such as the saved chat history, will not work without them.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      content: (
        <>
          <p>
            We keep enquiries, booking requests and messages for as long as we need them to handle
            your request and any follow-up, and delete them two years after they reach us, unless
            the law asks us to keep a record longer (for example, tax and accounting records of a
            booking). A newsletter subscription lasts until you unsubscribe. Our systems check for
            anything past these limits every hour and delete it then.
          </p>
          <p>
            When our team opens, changes or exports your request, we record who did it and when,
            together with the internet address they worked from; those addresses are deleted after
            six months. Your own internet address, which our servers see when you use the website,
            is not kept with your request.
          </p>
          <p>
            Our backups, which protect your requests against loss, hold the same information. They
            are encrypted, readable only by the systems that make them, and only the fourteen most
            recent are kept: each new one replaces the oldest. If we ever have to restore one, we
            first delete from it again everything you had asked us to erase, and everything that had
            passed the limits above, since that backup was made. You can ask us to delete your
            information sooner, as explained below.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      content: (
        <p>
          We use reasonable security practices to protect your information, including restricted
          access for our staff, keeping our systems up to date, and careful choice of the partners
          and providers we work with. No system is perfectly secure, so if you believe your
          information has been misused, please tell us at once at {mail}.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your choices and rights',
      content: (
        <>
          <p>You may, at any time:</p>
          <ul>
            <li>access the personal data we hold about you;</li>
            <li>correct it if it is inaccurate or incomplete;</li>
            <li>ask us to delete it;</li>
            <li>
              withdraw your consent to our using it, for example by unsubscribing from the
              newsletter.
            </li>
          </ul>
          <p>
            When you subscribe to the newsletter, we first send you an email asking you to confirm,
            and every newsletter email has an unsubscribe link: open it and press Unsubscribe, or
            use your mail app’s own Unsubscribe button.
          </p>
          <p>
            When you ask, we find everything we hold under your email address or phone number: your
            enquiries, booking requests and messages, your newsletter subscription, and the records
            of the notifications we sent our team about them. We can send you a copy of all of it,
            or erase all of it; after erasing we keep only a note that an erasure was made, not your
            details. That note holds a coded stand-in for your email address or phone number, made
            with a secret key, which lets us recognise the same request again but cannot be turned
            back into your details.
          </p>
          <p>
            If your request was also passed to the agency&rsquo;s own systems (for example its
            customer records), we tell those systems about the erasure at the same time, so that
            they delete it too.
          </p>
          <p>
            To do any of these, write to {mail} from the email address you used with us, or mention
            the phone number you gave us, and tell us what you would like. We may ask you to confirm
            your identity before we act. Withdrawing consent does not affect anything already done,
            but we may then be unable to process an open enquiry.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children’s privacy',
      content: (
        <p>
          This website is meant for adults. Trips for children should be planned and booked by a
          parent or guardian, who gives us any details we need about them. If you believe a child
          has sent us personal data, please write to {mail} and we will delete it.
        </p>
      ),
    },
    {
      id: 'grievance-officer',
      title: 'Grievance Officer',
      content: (
        <>
          <p>
            If you have a concern or complaint about how we handle your personal data, you may
            contact our Grievance Officer. We will acknowledge your complaint within two working
            days and aim to resolve it within one month.
          </p>
          <p>
            Grievance Officer, Ghumakkad Travels
            <br />
            Email: {mail}
          </p>
          <address>{officeAddress}</address>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      content: (
        <p>
          We may update this policy as our services or the law change. The date at the top of this
          page shows when it was last updated. If we make a significant change to how we use your
          data, we will say so clearly on the website. This is version {PRIVACY_NOTICE_VERSION} of
          this notice; every enquiry or message you send records the version you were shown, and
          when.
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
      title="Privacy Policy"
      intro={
        <p>
          Your trust matters more to us than any booking. In short: we collect what we need to plan
          your trip, share it with partner agents only to fulfil your request, never sell it, and
          you can ask us to show, correct or delete it at any time.
        </p>
      }
      sections={sections}
    />
  );
}

/** The page with its title and description, as the site's routes show it. */
export const PrivacyPolicyRoute = withPageMeta('privacy', PrivacyPolicyPage);
