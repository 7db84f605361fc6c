import type { RemoteModule } from '@tour/shared';
import { PackageDetailPage } from '../pages/PackageDetailPage';
import { packageDetailStatus, prefetchPackageDetail } from '../hooks/usePackageDetail';

const page: RemoteModule<'catalogue/PackageDetailPage'> = {
  default: PackageDetailPage,
  prefetch: prefetchPackageDetail,
  status: packageDetailStatus,
};
export default page.default;
export const { prefetch, status } = page;
