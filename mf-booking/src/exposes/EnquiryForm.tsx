import type { RemoteModule } from '@tour/shared';
import { EnquiryForm } from '../components/EnquiryForm';

const piece: RemoteModule<'booking/EnquiryForm'> = { default: EnquiryForm };
export default piece.default;
