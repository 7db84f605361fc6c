export { RequestToBookForm as default } from '../components/RequestToBookForm';
