import { passwordProblem } from './passwords';

const owner = { email: 'priya.shah@agency.example', name: 'Priya Shah' };

describe('passwordProblem', () => {
  it('takes a long password that is hard to guess', () => {
    expect(passwordProblem('violet kettle mango harbour', owner)).toBeNull();
    expect(passwordProblem('Tr4vel-desk!Monsoon#19', owner)).toBeNull();
  });

  it.each([
    ['too short', 'k3ttle!mang', /at least 12 characters/],
    ['too long', 'a'.repeat(1025), /at most 1024 characters/],
    [
      'a common password',
      'password1234',
      /too easy to guess: it is too like a commonly used password/,
    ],
    ['a keyboard row', 'qwertyuiop[]', /too easy to guess/],
    ['a repeated character', 'aaaaaaaaaaaaaaaa', /too easy to guess: repeated characters/],
    ['the email address', ' Priya.Shah@Agency.example ', /not be your email address or your name/],
    ['the name', 'priya shah', /at least 12 characters|not be your email address or your name/],
    ['the name and a year', 'PriyaShah2024', /too easy to guess/],
    ['the brand and a year', 'Ghumakkad@2025', /too easy to guess/],
  ])('refuses %s', (_, password, problem) => {
    expect(passwordProblem(password, owner)).toMatch(problem);
  });

  it('refuses the name itself when it is long enough to be a password', () => {
    expect(
      passwordProblem('Priya Shah Kapoor', { email: 'p@a.example', name: 'Priya Shah Kapoor' }),
    ).toBe('The password must not be your email address or your name.');
  });
});
