export { ContactForm as default } from '../components/ContactForm';
