export { BlogDetailsPage as default } from '../pages/BlogDetailsPage';
