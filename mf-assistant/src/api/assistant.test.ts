import { ApiError, apiClient } from '@tour/shared';
import { askAssistant, CHAT_FAILURE_TEXT, CHAT_UNREADABLE_TEXT } from './assistant';

jest.mock('@tour/shared', () => ({
  ...jest.requireActual('@tour/shared'),
  apiClient: { askAssistant: jest.fn() },
}));
const askMock = jest.mocked(apiClient.askAssistant);

describe('askAssistant', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('returns the reply in data.content', async () => {
    askMock.mockResolvedValue({ code: 1, message: 'Success', data: { content: 'Try Munnar.' } });
    await expect(askAssistant('hills in kerala')).resolves.toEqual({
      text: 'Try Munnar.',
      failed: false,
    });
  });

  it.each([
    ['an empty reply', { code: 1, message: 'Success', data: { content: '   ' } }],
    ['a body that was not JSON', undefined],
    ['a reply without content', { code: 1, message: 'Success', data: {} }],
  ])('says "Sorry, I didn\'t get that." for %s', async (_case, body) => {
    askMock.mockResolvedValue(body as never);
    await expect(askAssistant('hello')).resolves.toEqual({
      text: CHAT_UNREADABLE_TEXT,
      failed: false,
    });
    expect(CHAT_UNREADABLE_TEXT).toBe("Sorry, I didn't get that.");
  });

  it.each([
    ['the network', new ApiError('network', 'offline')],
    ['a server error', new ApiError('http', 'boom', 500)],
    ['the time limit', new ApiError('timeout', 'The server took too long to answer.')],
  ])('apologises, as a failure to retry, when %s fails', async (_case, error) => {
    askMock.mockRejectedValue(error);
    await expect(askAssistant('hello')).resolves.toEqual({ text: CHAT_FAILURE_TEXT, failed: true });
    expect(CHAT_FAILURE_TEXT).toBe('Oops! Something went wrong. Please try again later.');
  });
});
