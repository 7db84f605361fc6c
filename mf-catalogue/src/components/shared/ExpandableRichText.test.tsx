import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESCRIPTION_TRUNCATE_CHARS, DETAIL_INFORMATION_TRUNCATE_CHARS } from '@tour/shared';
import { ExpandableRichText } from './ExpandableRichText';
import { richTextLength, sanitizeRichText, truncateRichText } from '@tour/shared/richText';

const text = (length: number) => 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, length);

describe('rich text', () => {
  it('removes scripts, handlers and inline styles', () => {
    const clean = sanitizeRichText(
      '<p style="color:red" onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>',
    );
    expect(clean).not.toMatch(/script|onclick|style|javascript/);
    expect(clean).toContain('<p>Hi <a>x</a></p>');
  });

  it('turns plain text lines into paragraphs, escaped', () => {
    expect(sanitizeRichText('A & B < C\n\nTwo')).toBe('<p>A &amp; B &lt; C</p><p>Two</p>');
  });

  it('cuts after the limit of text, keeping the markup and adding the suffix', () => {
    const html = `<p>${text(300)}</p>\n<p><strong>${text(300)}</strong></p><p>tail</p>`;
    const cut = truncateRichText(html, 400, '...');
    expect(richTextLength(cut)).toBe(403);
    expect(cut).toBe(`<p>${text(300)}</p>\n<p><strong>${text(100)}...</strong></p>`);
  });
});

describe('ExpandableRichText', () => {
  it('shows 500 characters of a longer description, then all of it on Read More', async () => {
    const user = userEvent.setup();
    const long = text(DESCRIPTION_TRUNCATE_CHARS + 80);
    const { container } = render(
      <ExpandableRichText text={`<p>${long}</p>`} limit={DESCRIPTION_TRUNCATE_CHARS} />,
    );
    expect(container.querySelector('p')).toHaveTextContent(`${long.slice(0, 500)}...`, {
      normalizeWhitespace: false,
    });
    await user.click(screen.getByRole('button', { name: 'Read More' }));
    expect(container.querySelector('p')?.textContent).toBe(long);
    await user.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(container.querySelector('p')?.textContent).toBe(`${long.slice(0, 500)}...`);
  });

  it('cuts detail information to 400 characters plus an ellipsis', () => {
    const long = text(DETAIL_INFORMATION_TRUNCATE_CHARS + 1);
    const { container } = render(
      <ExpandableRichText text={long} limit={DETAIL_INFORMATION_TRUNCATE_CHARS} />,
    );
    expect(container.querySelector('p')?.textContent).toBe(`${long.slice(0, 400)}...`);
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('shows text of exactly the limit whole, without a toggle', () => {
    render(<ExpandableRichText text={text(500)} limit={500} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(text(500))).toBeInTheDocument();
  });

  it('says so when there is no text', () => {
    render(<ExpandableRichText text="" limit={500} emptyText="No description available" />);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });
});
