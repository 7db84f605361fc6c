import type { RemoteModule } from '@tour/shared';
import { CustomerSupportForm } from '../components/CustomerSupportForm';

const piece: RemoteModule<'booking/CustomerSupportForm'> = { default: CustomerSupportForm };
export default piece.default;
