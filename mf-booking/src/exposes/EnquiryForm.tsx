export { EnquiryForm as default } from '../components/EnquiryForm';
