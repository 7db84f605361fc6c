import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { askAssistant } from '../api/assistant';
import { ChatWidget } from './ChatWidget';

jest.mock('../api/assistant', () => ({ askAssistant: jest.fn() }));
const askMock = jest.mocked(askAssistant);

function renderWidget() {
  return render(
    <MemoryRouter>
      <ChatWidget />
    </MemoryRouter>,
  );
}

describe('ChatWidget', () => {
  beforeEach(() => {
    localStorage.clear();
    useSiteStore.setState({ chatOpen: false });
  });
  afterEach(() => jest.useRealTimers());

  it('greets on first opening, sends on Enter, not on Shift+Enter or blank text', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue('Try Goa Beach Escape: /goa-tour-packages-details/goa-beach-escape');
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with our travel assistant' }));
    expect(screen.getByText(/Namaste!/)).toBeInTheDocument();

    const input = screen.getByLabelText('Your message');
    await user.type(input, '   {Enter}');
    expect(askMock).not.toHaveBeenCalled();
    await user.type(input, 'Goa trip{Shift>}{Enter}{/Shift}');
    expect(askMock).not.toHaveBeenCalled();
    await user.type(input, '{Enter}');
    expect(askMock).toHaveBeenCalledWith('Goa trip');
    expect(
      await screen.findByRole('link', { name: '/goa-tour-packages-details/goa-beach-escape' }),
    ).toHaveAttribute('href', '/goa-tour-packages-details/goa-beach-escape');
  });

  it('greets a visitor who opened the chat before the widget had loaded', () => {
    useSiteStore.setState({ chatOpen: true });
    renderWidget();
    expect(screen.getByText(/Namaste!/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveFocus();
  });

  it('reveals a reply one word per 50 ms after a Typing indicator', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (text: string) => void = () => undefined;
    askMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'hello{Enter}');
    expect(screen.getByLabelText('Assistant is typing')).toBeInTheDocument();
    await act(async () => answer('one two three'));
    const reply = () => screen.getAllByRole('listitem').at(-1)!.textContent;
    expect(reply()).toBe('Assistant said:');
    act(() => jest.advanceTimersByTime(50));
    expect(reply()).toBe('Assistant said:one ');
    // Each word is scheduled after the previous one renders.
    act(() => jest.advanceTimersByTime(50));
    act(() => jest.advanceTimersByTime(50));
    expect(reply()).toBe('Assistant said:one two three');
  });

  it('closes with the close icon and toggles the beta note', async () => {
    const user = userEvent.setup();
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with our travel assistant' }));
    await user.click(screen.getByRole('button', { name: /Beta/ }));
    expect(screen.getByRole('note')).toHaveTextContent(/in beta/);
    await user.click(screen.getByRole('button', { name: /Beta/ }));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'Travel assistant chat' })).not.toBeInTheDocument();
  });

  it('shows a whole reply at once for reduced-motion users', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    const user = userEvent.setup();
    askMock.mockResolvedValue('Kashmir is lovely in spring, with tulips in Srinagar.');
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kashmir{Enter}');
    expect(
      await screen.findByText('Kashmir is lovely in spring, with tulips in Srinagar.'),
    ).toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('keeps only the last 30 messages', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue('ok');
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    for (let i = 0; i < 16; i += 1) {
      await user.type(screen.getByLabelText('Your message'), `q${i}{Enter}`);
      await screen.findAllByText('ok');
    }
    const saved = JSON.parse(localStorage.getItem('ghumakkad.chat')!) as { messages: unknown[] };
    expect(saved.messages).toHaveLength(30);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
  });

  it('restores the conversation after a reload', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue('Kerala is lovely in winter.');
    const first = renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kerala{Enter}');
    await screen.findByText(/lovely in winter/);
    first.unmount();
    renderWidget();
    expect(screen.getByText('kerala')).toBeInTheDocument();
    expect(screen.getByText('Kerala is lovely in winter.')).toBeInTheDocument();
  });
});
