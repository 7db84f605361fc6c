export { ToursPage as default } from '../pages/ToursPage';
