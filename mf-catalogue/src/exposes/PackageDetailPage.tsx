export { PackageDetailPage as default } from '../pages/PackageDetailPage';
export { prefetchPackageDetail as prefetch } from '../hooks/usePackageDetail';
