import type { RemoteModule } from '@tour/shared';
import { ChatWidget } from '../components/ChatWidget';

const piece: RemoteModule<'assistant/ChatWidget'> = { default: ChatWidget };
export default piece.default;
