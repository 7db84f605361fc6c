export { BookNowBar as default } from '../components/BookNowBar';
