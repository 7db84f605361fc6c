import { emailProblem } from './emailField';

describe('emailProblem', () => {
  it('asks for a missing address in the words given', () => {
    expect(emailProblem('', 'Enter your work email')).toBe('Enter your work email');
    expect(emailProblem('   ', 'Enter their work email')).toBe('Enter their work email');
  });

  it('accepts an address, spaces around it or not', () => {
    expect(emailProblem('asha@ghumakkad.example', 'Enter your work email')).toBe(true);
    expect(emailProblem(' asha@ghumakkad.example ', 'Enter your work email')).toBe(true);
  });

  it('refuses what is not an address', () => {
    expect(emailProblem('asha', 'Enter your work email')).toBe('Enter a valid email address');
  });

  it('refuses what the API would refuse: an address longer than 254 characters', () => {
    const long = `${'a'.repeat(250)}@ghumakkad.example`;
    expect(emailProblem(long, 'Enter your work email')).not.toBe(true);
  });
});
