export { ChatWidget as default } from '../components/ChatWidget';
