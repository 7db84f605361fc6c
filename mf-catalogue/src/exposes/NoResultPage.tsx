import type { RemoteModule } from '@tour/shared';
import { NoResultPage } from '../pages/NoResultPage';

const page: RemoteModule<'catalogue/NoResultPage'> = { default: NoResultPage };
export default page.default;
