import { render } from '@testing-library/react';
import { LeadReference } from './LeadReference';

describe('LeadReference', () => {
  it('follows the thank-you with the reference, kept whole on one line', () => {
    const { container } = render(
      <p>
        Thank you!
        <LeadReference reference="GK-7QX4M2PA" />
      </p>,
    );
    expect(container).toHaveTextContent(/^Thank you! Your reference: GK-7QX4M2PA\.$/);
    // identity-obj-proxy maps the class name: the span that keeps it from breaking at its hyphen.
    expect(container.querySelector('.reference')).toHaveTextContent(/^GK-7QX4M2PA$/);
  });

  it('adds nothing when the API gave no reference', () => {
    for (const reference of [undefined, '']) {
      const { container } = render(
        <p>
          Thank you!
          <LeadReference reference={reference} />
        </p>,
      );
      expect(container).toHaveTextContent(/^Thank you!$/);
    }
  });
});
