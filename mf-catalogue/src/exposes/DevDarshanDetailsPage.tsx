export { DevDarshanDetailsPage as default } from '../pages/DevDarshanDetailsPage';
