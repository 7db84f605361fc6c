/// <reference types="@rspack/core/module" />
// rspack's types for `import.meta.glob`, which finds this remote's exposed modules below.
import { mountStandalone } from '@tour/shared/standalone';

// A sample package for the forms that belong on a package detail page.
const samplePackage = {
  packageId: 1,
  packageName: 'Goa Beach Escape',
  price: 14999,
  maxPrice: 18999,
  gst: 5,
  days: 5,
};

mountStandalone({
  title: 'mf-booking',
  remote: 'booking',
  // One lazy chunk per exposed module, as the shell loads them; the build checks the folder
  // against the contract.
  exposes: import.meta.glob(['./exposes/*.tsx', '!./exposes/*.test.tsx']),
  routes: [
    { path: '/', id: 'booking/EnquiryForm', label: 'Enquiry' },
    { path: '/contact', id: 'booking/ContactForm', label: 'Contact' },
    { path: '/support', id: 'booking/CustomerSupportForm', label: 'Support' },
    { path: '/newsletter', id: 'booking/NewsletterForm', label: 'Newsletter' },
    {
      path: '/request-to-book',
      id: 'booking/RequestToBookForm',
      label: 'Request to book',
      props: samplePackage,
    },
    { path: '/book-now', id: 'booking/BookNowBar', label: 'Book Now bar', props: samplePackage },
    { path: '/admin', id: 'booking/StaffInboxPage', label: 'Staff inbox' },
  ],
});
