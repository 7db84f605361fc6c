import { enquiryPath } from '../contracts/siteUrls';
import { useSiteStore, type EnquiryPrefill } from '../store/siteStore';
import { ActionLink, type ActionLinkProps } from './ActionLink';

export interface EnquiryLinkProps extends Omit<ActionLinkProps, 'href' | 'onAction'> {
  /** What the enquiry form starts with (the destination the visitor was looking at). */
  prefill?: Pick<EnquiryPrefill, 'destination'>;
}

/**
 * Every "send an enquiry" control: the enquiry modal once the app runs, and before that, or
 * without JavaScript, a link to the /enquiry page with the same prefill.
 */
export function EnquiryLink({ prefill = {}, ...rest }: EnquiryLinkProps) {
  return (
    <ActionLink
      href={enquiryPath(prefill)}
      onAction={() => useSiteStore.getState().openEnquiry(prefill)}
      {...rest}
    />
  );
}
