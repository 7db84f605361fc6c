import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-booking',
  modules: {
    'booking/EnquiryForm': () => import('./exposes/EnquiryForm'),
    'booking/ContactForm': () => import('./exposes/ContactForm'),
    'booking/CustomerSupportForm': () => import('./exposes/CustomerSupportForm'),
    'booking/NewsletterForm': () => import('./exposes/NewsletterForm'),
  },
  routes: [
    { path: '/', id: 'booking/EnquiryForm', label: 'Enquiry' },
    { path: '/contact', id: 'booking/ContactForm', label: 'Contact' },
    { path: '/support', id: 'booking/CustomerSupportForm', label: 'Support' },
    { path: '/newsletter', id: 'booking/NewsletterForm', label: 'Newsletter' },
  ],
});
