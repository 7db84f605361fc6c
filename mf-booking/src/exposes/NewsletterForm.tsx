import type { RemoteModule } from '@tour/shared';
import { NewsletterForm } from '../components/NewsletterForm';

const piece: RemoteModule<'booking/NewsletterForm'> = { default: NewsletterForm };
export default piece.default;
