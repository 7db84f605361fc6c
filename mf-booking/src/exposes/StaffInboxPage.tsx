import type { RemoteModule } from '@tour/shared';
import { StaffInboxPage } from '../staffInbox/StaffInboxPage';

const page: RemoteModule<'booking/StaffInboxPage'> = {
  default: StaffInboxPage,
  // Staff data is personal and asked for in the browser only: the server renders the page
  // signed out, the same HTML for everyone.
  prefetch: () => Promise.resolve(),
};
export default page.default;
export const { prefetch } = page;
