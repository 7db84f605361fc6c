import { dictionary } from '@zxcvbn-ts/language-common';
import { breachedForm, isBreachedPassword, passwordProblem } from './passwords';

const owner = { email: 'priya.shah@agency.example', name: 'Priya Shah' };
const BREACHED = /too easy to guess: it has appeared in data breaches/;

describe('passwordProblem', () => {
  it('takes a long password that is hard to guess', () => {
    expect(passwordProblem('violet kettle mango harbour', owner)).toBeNull();
    expect(passwordProblem('Tr4vel-desk!Monsoon#19', owner)).toBeNull();
  });

  it.each([
    ['too short', 'k3ttle!mang', /at least 12 characters/],
    ['too long', 'a'.repeat(1025), /at most 1024 characters/],
    ['a breached password', 'password1234', BREACHED],
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

describe('the breached-password list', () => {
  // zxcvbn scores the xkcd passphrase 4 of 4: only the list can catch it.
  it.each([
    'correcthorsebatterystaple',
    'correct horse battery staple',
    'Correct Horse Battery-Staple',
    'CORRECT.HORSE.BATTERY.STAPLE',
    // Fullwidth letters, as a phone keyboard in another script may type them.
    'ｃｏｒｒｅｃｔｈｏｒｓｅｂａｔｔｅｒｙｓｔａｐｌｅ',
  ])('refuses %j as breached, however it is spaced or cased', (password) => {
    expect(passwordProblem(password, owner)).toMatch(BREACHED);
  });

  it('holds the leaked passwords the npm package ships, long ones included', () => {
    const long = dictionary['passwords-common'].filter((password) => password.length >= 12);
    expect(long.length).toBeGreaterThan(200);
    for (const password of long) expect(isBreachedPassword(password)).toBe(true);
    expect(isBreachedPassword('Password 1234')).toBe(true);
  });

  it('matches whole passwords only: a breached one inside a longer passphrase is no match', () => {
    expect(isBreachedPassword('correct horse battery staple violet kettle')).toBe(false);
    expect(passwordProblem('correct horse battery staple violet kettle', owner)).toBeNull();
    expect(breachedForm(' A b_c-d.e ')).toBe('abcde');
  });
});
