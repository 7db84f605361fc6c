import { createAppConfig } from '../scripts/rspack/createAppConfig';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-booking',
  exposes: {
    './EnquiryForm': './src/exposes/EnquiryForm.tsx',
    './NewsletterForm': './src/exposes/NewsletterForm.tsx',
    './ContactForm': './src/exposes/ContactForm.tsx',
    './CustomerSupportForm': './src/exposes/CustomerSupportForm.tsx',
    './RequestToBookForm': './src/exposes/RequestToBookForm.tsx',
    './BookNowBar': './src/exposes/BookNowBar.tsx',
    './StaffInboxPage': './src/exposes/StaffInboxPage.tsx',
  },
});
