import type { RemoteModule } from '@tour/shared';
import { ToursPage } from '../pages/ToursPage';

const page: RemoteModule<'catalogue/ToursPage'> = { default: ToursPage };
export default page.default;
