import type { RemoteModule } from '@tour/shared';
import { ContactForm } from '../components/ContactForm';

const piece: RemoteModule<'booking/ContactForm'> = { default: ContactForm };
export default piece.default;
