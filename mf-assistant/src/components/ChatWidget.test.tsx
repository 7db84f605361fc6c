import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSiteStore, type ChatMessage } from '@tour/shared';
import { askAssistant, CHAT_FAILURE_TEXT, type AssistantAnswer } from '../api/assistant';
import { ChatWidget } from './ChatWidget';
import { mockReducedMotion } from '@tour/shared/testing';

jest.mock('../api/assistant', () => ({
  ...jest.requireActual('../api/assistant'),
  askAssistant: jest.fn(),
}));
const askMock = jest.mocked(askAssistant);
const answer = (text: string, failed = false): AssistantAnswer => ({ text, failed });

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
    useSiteStore.setState({ chatOpen: false, enquiryOpen: false });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('greets on first opening, sends on Enter, not on Shift+Enter or blank text', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue(
      answer('Try Goa Beach Escape: /goa-tour-packages-details/goa-beach-escape'),
    );
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
    let reply: (text: AssistantAnswer) => void = () => undefined;
    askMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'hello{Enter}');
    expect(screen.getByLabelText('Assistant is typing')).toBeInTheDocument();
    await act(async () => reply(answer('one two three')));
    const shown = () => screen.getAllByRole('listitem').at(-1)!.textContent;
    expect(shown()).toBe('Assistant said:');
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toBe('Assistant said:one ');
    // Each word is scheduled after the previous one renders.
    act(() => jest.advanceTimersByTime(50));
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toBe('Assistant said:one two three');
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
    const restore = mockReducedMotion(true);
    const user = userEvent.setup();
    askMock.mockResolvedValue(answer('Kashmir is lovely in spring, with tulips in Srinagar.'));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kashmir{Enter}');
    expect(
      await screen.findByText('Kashmir is lovely in spring, with tulips in Srinagar.'),
    ).toBeInTheDocument();
    restore();
  });

  it('keeps only the last 30 messages', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue(answer('ok'));
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
    askMock.mockResolvedValue(answer('Kerala is lovely in winter.'));
    const first = renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kerala{Enter}');
    await screen.findByText(/lovely in winter/);
    first.unmount();
    renderWidget();
    expect(screen.getByText('kerala')).toBeInTheDocument();
    expect(screen.getByText('Kerala is lovely in winter.')).toBeInTheDocument();
  });

  it('keeps shown messages in their bubbles and types out only the new reply when the cap drops the oldest', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // Saved before messages had ids; each one a word longer than the one before.
    const saved: ChatMessage[] = Array.from({ length: 30 }, (_, i) => ({
      type: i % 2 ? 'assistant' : 'user',
      text: Array.from({ length: i + 1 }, (_, word) => `m${i}w${word}`).join(' '),
      timestamp: i,
    }));
    localStorage.setItem('ghumakkad.chat', JSON.stringify({ openedAt: 1, messages: saved }));
    let reply: (value: AssistantAnswer) => void = () => undefined;
    askMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    const bubbleOf = (text: string) => screen.getByText(text).closest('li');
    const bubbles = saved.map((message) => bubbleOf(message.text));

    await user.type(screen.getByLabelText('Your message'), 'next{Enter}');
    await act(async () => reply(answer('a fresh reply')));

    const kept = saved.slice(2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...kept.map(
        ({ type, text }) => `${type === 'user' ? 'You said:' : 'Assistant said:'}${text}`,
      ),
      'You said:next',
      'Assistant said:',
    ]);
    kept.forEach((message, i) => expect(bubbleOf(message.text)).toBe(bubbles[i + 2]));
    act(() => jest.advanceTimersByTime(50));
    act(() => jest.advanceTimersByTime(50));
    act(() => jest.advanceTimersByTime(50));
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('a fresh reply');
  });

  it('does not send on Enter while an IME composition is in progress', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue(answer('ok'));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    const input = screen.getByLabelText('Your message');
    await user.type(input, 'नमस्ते');
    fireEvent.keyDown(input, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 229 });
    expect(askMock).not.toHaveBeenCalled();
    expect(input).toHaveValue('नमस्ते');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(askMock).toHaveBeenCalledWith('नमस्ते');
    expect(await screen.findByText('ok')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the launcher that opened it', async () => {
    const user = userEvent.setup();
    renderWidget();
    const launcher = screen.getByRole('button', { name: 'Chat with our travel assistant' });
    await user.click(launcher);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Travel assistant chat' })).not.toBeInTheDocument();
    expect(launcher).toHaveFocus();
  });

  it('gives focus back to another opener, on Escape and on the close icon', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <button type="button" onClick={() => useSiteStore.getState().setChatOpen(true)}>
          Start a chat
        </button>
        <ChatWidget />
      </MemoryRouter>,
    );
    const opener = screen.getByRole('button', { name: 'Start a chat' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(opener).toHaveFocus();
    await user.click(opener);
    expect(screen.getByLabelText('Your message')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Travel assistant chat' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus to its own launcher when the shell’s stand-in that opened it is gone', async () => {
    const user = userEvent.setup();
    useSiteStore.setState({ chatOpen: true });
    renderWidget();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Chat with our travel assistant' })).toHaveFocus();
  });

  it('announces a reply to screen readers once, whole, not word by word', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let reply: (value: AssistantAnswer) => void = () => undefined;
    askMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'hello{Enter}');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Assistant is typing…');

    await act(async () => reply(answer('one two three')));
    expect(status.textContent).toBe('Assistant said: one two three');
    // The words typed out on screen are in no live region.
    const list = screen.getByRole('list');
    expect(list.closest('[aria-live], [role="status"], [role="log"]')).toBeNull();
    expect(list.querySelector('[aria-live]')).toBeNull();

    const changes = jest.fn();
    new MutationObserver(changes).observe(status, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    for (let word = 0; word < 3; word += 1) act(() => jest.advanceTimersByTime(50));
    // Observers hear of changes in a microtask.
    await act(async () => undefined);
    expect(screen.getAllByRole('listitem').at(-1)).toHaveTextContent('one two three');
    expect(changes).not.toHaveBeenCalled();
    expect(status.textContent).toBe('Assistant said: one two three');
  });

  it('clears the conversation, in the page and in storage, and greets again', async () => {
    const user = userEvent.setup();
    askMock.mockResolvedValue(answer('Kerala is lovely in winter.'));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kerala{Enter}');
    await screen.findByText('Kerala is lovely in winter.');

    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByText('kerala')).not.toBeInTheDocument();
    expect(screen.queryByText('Kerala is lovely in winter.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText(/Namaste!/)).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('ghumakkad.chat')!) as {
      messages: ChatMessage[];
    };
    expect(saved.messages.map((message) => message.text)).toEqual([
      expect.stringMatching(/^Namaste!/),
    ]);
  });

  it('leaves out of a cleared chat the reply that was still on its way', async () => {
    const user = userEvent.setup();
    let reply: (value: AssistantAnswer) => void = () => undefined;
    askMock.mockReturnValue(new Promise((resolve) => (reply = resolve)));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'kerala{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.queryByLabelText('Assistant is typing')).not.toBeInTheDocument();
    await act(async () => reply(answer('Kerala is lovely in winter.')));
    expect(screen.queryByText('Kerala is lovely in winter.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('offers Retry, which asks the last question again, and the enquiry form after a failure', async () => {
    const user = userEvent.setup();
    askMock
      .mockResolvedValueOnce(answer(CHAT_FAILURE_TEXT, true))
      .mockResolvedValueOnce(answer('Try Munnar.'));
    renderWidget();
    act(() => useSiteStore.getState().setChatOpen(true));
    await user.type(screen.getByLabelText('Your message'), 'hills in kerala{Enter}');
    expect(
      await screen.findByText('Oops! Something went wrong. Please try again later.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send us an enquiry' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(askMock).toHaveBeenCalledTimes(2);
    expect(askMock).toHaveBeenLastCalledWith('hills in kerala');
    expect(await screen.findByText('Try Munnar.')).toBeInTheDocument();
    expect(screen.queryByText(CHAT_FAILURE_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getAllByText('hills in kerala')).toHaveLength(1);
  });

  it('chats as usual where the browser blocks storage', async () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const user = userEvent.setup();
    askMock.mockResolvedValue(answer('Try Munnar.'));
    renderWidget();
    await user.click(screen.getByRole('button', { name: 'Chat with our travel assistant' }));
    expect(screen.getByText(/Namaste!/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message'), 'hills{Enter}');
    expect(await screen.findByText('Try Munnar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear chat' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});
