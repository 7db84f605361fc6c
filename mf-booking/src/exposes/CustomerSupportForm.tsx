export { CustomerSupportForm as default } from '../components/CustomerSupportForm';
