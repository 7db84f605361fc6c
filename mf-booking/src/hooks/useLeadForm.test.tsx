import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { FormSubmissionContext, PRIVACY_NOTICE_VERSION, type FormSubmission } from '@tour/shared';
import { sendSupportMessage } from '../api/messages';
import { CustomerSupportForm } from '../components/CustomerSupportForm';
import { RequestToBookForm } from '../components/RequestToBookForm';
import { fromSubmission } from './useLeadForm';

jest.mock('../api/messages', () => ({ sendSupportMessage: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));
const sendMock = jest.mocked(sendSupportMessage);

const PACKAGE = { packageId: 7, packageName: 'Goa Beach Escape', price: 12999, days: 4 };
const PAGE = '/goa-tour-packages-details/goa-beach-escape';

/** The page as the server renders it for a refused post: the post in context, at the page's URL. */
function AnsweringPost({
  submission,
  children,
}: {
  submission: FormSubmission;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[PAGE]}>
      <FormSubmissionContext.Provider value={submission}>{children}</FormSubmissionContext.Provider>
    </MemoryRouter>
  );
}

const refusedBooking: FormSubmission = {
  form: 'request-to-book',
  values: { leadName: '', noOfPerson: '2', email: 'asha@', packageDetailId: '7', admin: 'x' },
  errors: { leadName: 'This field is required', email: 'Enter a valid email address' },
  failed: false,
};

describe('fromSubmission', () => {
  const empty = { leadName: '', noOfPerson: '', email: '' };

  it('takes back the form’s own fields and messages only', () => {
    expect(fromSubmission(refusedBooking, empty)).toEqual({
      values: { leadName: '', noOfPerson: '2', email: 'asha@' },
      errors: {
        leadName: { type: 'server', message: 'This field is required' },
        email: { type: 'server', message: 'Enter a valid email address' },
      },
    });
  });

  it('gives nothing without a post, and no errors for a post that only failed', () => {
    expect(fromSubmission(null, empty)).toEqual({ values: {}, errors: undefined });
    const failed = { ...refusedBooking, errors: {}, failed: true };
    expect(fromSubmission(failed, empty).errors).toBeUndefined();
  });
});

describe('a lead form answering its refused plain post', () => {
  beforeEach(() => {
    sessionStorage.clear();
    sendMock.mockReset();
  });

  it('is a plain form in the server’s HTML, with what was typed and the messages', () => {
    const html = renderToString(
      <AnsweringPost submission={refusedBooking}>
        <RequestToBookForm {...PACKAGE} />
      </AnsweringPost>,
    );
    expect(html).toContain('action="/forms/request-to-book" method="post"');
    expect(html).toContain(`<input type="hidden" name="returnTo" value="${PAGE}"/>`);
    expect(html).toContain('<input type="hidden" name="packageDetailId" value="7"/>');
    // The notice the page shows, recorded with the lead as the app's own send records it.
    expect(html).toContain(
      `<input type="hidden" name="privacyNoticeVersion" value="${PRIVACY_NOTICE_VERSION}"/>`,
    );
    expect(html).toMatch(/name="noOfPerson"[^>]*value="2"|value="2"[^>]*name="noOfPerson"/);
    expect(html).toMatch(/name="email"[^>]*value="asha@"|value="asha@"[^>]*name="email"/);
    expect(html).toContain('This field is required');
    expect(html).toContain('Enter a valid email address');
    // Nobody else's post: the hidden admin field never becomes a value.
    expect(html).not.toContain('value="x"');
  });

  it('hydrates to the same values, clears a message on edit and sends from there', async () => {
    const user = userEvent.setup();
    // A draft of this browser's is older than the post the server answered.
    sessionStorage.setItem(
      'ghumakkad.support',
      JSON.stringify({ values: { fullName: 'Old draft' }, identity: null }),
    );
    sendMock.mockResolvedValue({ reference: 'GK-SUPP0RT4' });
    render(
      <AnsweringPost
        submission={{
          form: 'support',
          values: { fullName: '', email: 'anil@example.com', message: 'Move our trip?' },
          errors: { fullName: 'Required' },
          failed: false,
        }}
      >
        <CustomerSupportForm />
      </AnsweringPost>,
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('anil@example.com');
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Anil Mehta');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith(
      { fullName: 'Anil Mehta', email: 'anil@example.com', message: 'Move our trip?' },
      expect.any(String),
    );
  });

  it('says the form failed when the post could not be stored, until the next try', async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue({ reference: 'GK-SUPP0RT4' });
    render(
      <AnsweringPost
        submission={{
          form: 'support',
          values: { fullName: 'Anil', email: 'anil@example.com', message: 'Hi' },
          errors: {},
          failed: true,
        }}
      >
        <CustomerSupportForm />
      </AnsweringPost>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message could not be sent. Please try again, or call us.',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves another form’s post alone', () => {
    render(
      <AnsweringPost submission={{ ...refusedBooking, values: { fullName: 'Not mine' } }}>
        <CustomerSupportForm />
      </AnsweringPost>,
    );
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });
});
