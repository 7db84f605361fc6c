export { CategoryBlogsPage as default } from '../pages/CategoryBlogsPage';
