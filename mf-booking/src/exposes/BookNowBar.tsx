import type { RemoteModule } from '@tour/shared';
import { BookNowBar } from '../components/BookNowBar';

const piece: RemoteModule<'booking/BookNowBar'> = { default: BookNowBar };
export default piece.default;
