import { generateCaptcha } from './captcha';

describe('generateCaptcha', () => {
  it('makes 6 characters: 3 capital letters and 3 digits', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateCaptcha();
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(code.replace(/\d/g, '')).toHaveLength(3);
      expect(code.replace(/[A-Z]/g, '')).toHaveLength(3);
    }
  });

  it('shuffles: letters do not always come first', () => {
    const codes = Array.from({ length: 100 }, () => generateCaptcha());
    expect(codes.some((code) => /^\d/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(90);
  });
});
