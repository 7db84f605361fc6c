import { Modal, useSiteStore } from '@tour/shared';
import { EnquiryPlanner } from './EnquiryPlanner';

/** The shell's frame around booking/EnquiryForm: the dialog Enquiry Now opens once the app runs. */
export function EnquiryModal() {
  const open = useSiteStore((state) => state.enquiryOpen);
  const close = useSiteStore((state) => state.closeEnquiry);
  return (
    <Modal open={open} onClose={close} label="Enquiry" maxWidth={920}>
      <EnquiryPlanner />
    </Modal>
  );
}
