export { PackageDetailPage as default } from '../pages/PackageDetailPage';
