import type { RemoteModule } from '@tour/shared';
import { DarshanPage } from '../pages/DarshanPage';

const page: RemoteModule<'catalogue/DarshanPage'> = { default: DarshanPage };
export default page.default;
