export { DarshanPage as default } from '../pages/DarshanPage';
