import { mountStandalone } from '@tour/shared/standalone';

// A sample package for the forms that belong on a package detail page.
const samplePackage = { packageId: 1, packageName: 'Goa Beach Escape', price: 14999, days: 5 };

mountStandalone({
  title: 'mf-booking',
  modules: {
    'booking/EnquiryForm': () => import('./exposes/EnquiryForm'),
    'booking/ContactForm': () => import('./exposes/ContactForm'),
    'booking/CustomerSupportForm': () => import('./exposes/CustomerSupportForm'),
    'booking/NewsletterForm': () => import('./exposes/NewsletterForm'),
    'booking/RequestToBookForm': () => import('./exposes/RequestToBookForm'),
    'booking/BookNowBar': () => import('./exposes/BookNowBar'),
    'booking/StaffInboxPage': () => import('./exposes/StaffInboxPage'),
  },
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
