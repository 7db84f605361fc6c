import type { RemoteModule } from '@tour/shared';
import { RequestToBookForm } from '../components/RequestToBookForm';

const piece: RemoteModule<'booking/RequestToBookForm'> = { default: RequestToBookForm };
export default piece.default;
