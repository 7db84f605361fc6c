export { ThemesPage as default } from '../pages/ThemesPage';
