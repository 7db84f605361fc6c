export { NoResultPage as default } from '../pages/NoResultPage';
