import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESCRIPTION_TRUNCATE_CHARS, DETAIL_INFORMATION_TRUNCATE_CHARS } from '@tour/shared';
import { ExpandableRichText } from './ExpandableRichText';

const text = (length: number) => 'abcdefghij'.repeat(Math.ceil(length / 10)).slice(0, length);

/** The element holding the rich text (CSS modules are class-name proxies here). */
const richText = (container: HTMLElement) => container.querySelector<HTMLElement>('.text')!;

describe('ExpandableRichText', () => {
  it('has all of a longer description in the page, clamped until Read More', async () => {
    const user = userEvent.setup();
    const long = text(DESCRIPTION_TRUNCATE_CHARS + 80);
    const { container } = render(
      <ExpandableRichText
        text={`<p>${long}</p><p><strong>Tail</strong></p>`}
        limit={DESCRIPTION_TRUNCATE_CHARS}
      />,
    );
    const box = richText(container);
    expect(box).toHaveTextContent(`${long}Tail`);
    expect(box).toHaveClass('collapsed');
    const more = screen.getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', box.id);

    await user.click(more);
    expect(box).not.toHaveClass('collapsed');
    expect(box.innerHTML).toBe(`<p>${long}</p><p><strong>Tail</strong></p>`);
    const less = screen.getByRole('button', { name: 'Read Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');

    await user.click(less);
    expect(box).toHaveClass('collapsed');
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('offers Read More for detail information past 400 characters', () => {
    const { container } = render(
      <ExpandableRichText
        text={`<p>${text(DETAIL_INFORMATION_TRUNCATE_CHARS + 1)}</p>`}
        limit={DETAIL_INFORMATION_TRUNCATE_CHARS}
      />,
    );
    expect(richText(container)).toHaveClass('collapsed');
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('shows text of exactly the limit whole, without a toggle, however much markup it has', () => {
    const { container } = render(
      <ExpandableRichText
        text={`<p><a href="/goa-tour-packages" title="${text(600)}">${text(250)}</a><em>${text(250)}</em></p>`}
        limit={500}
      />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(richText(container)).not.toHaveClass('collapsed');
    expect(screen.getByRole('link')).toHaveTextContent(text(250));
  });

  it('opens when a link in the clamped text is reached with the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ExpandableRichText
        text={`<p>${text(600)}</p><p><a href="/blogs">Our blog</a></p>`}
        limit={500}
      />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Our blog' })).toHaveFocus();
    expect(richText(container)).not.toHaveClass('collapsed');
    expect(screen.getByRole('button', { name: 'Read Less' })).toBeInTheDocument();
  });

  it('renders on the browser’s first pass what the server sent', async () => {
    const element = <ExpandableRichText text={`<p>${text(600)}</p>`} limit={500} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(element);
    const serverHtml = container.innerHTML;
    const recovered = jest.fn();
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: recovered });
    });
    expect(recovered).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverHtml);
    container.remove();
  });

  it('says so when there is no text', () => {
    render(<ExpandableRichText text="" limit={500} emptyText="No description available" />);
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });
});
