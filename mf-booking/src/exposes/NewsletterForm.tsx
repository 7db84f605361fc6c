export { NewsletterForm as default } from '../components/NewsletterForm';
