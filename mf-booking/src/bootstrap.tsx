import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-booking',
  modules: { 'booking/EnquiryForm': () => import('./exposes/EnquiryForm') },
  routes: [{ path: '/', id: 'booking/EnquiryForm', label: 'Enquiry form' }],
});
