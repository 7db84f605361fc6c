import type { RemoteModule } from '@tour/shared';
import { DevDarshanDetailsPage } from '../pages/DevDarshanDetailsPage';

const page: RemoteModule<'catalogue/DevDarshanDetailsPage'> = { default: DevDarshanDetailsPage };
export default page.default;
