export { BlogsPage as default } from '../pages/BlogsPage';
