import { generate } from 'otplib';
import { acceptedTotpStep, newTotpSetup, secretBox } from './two-factor';
import { newRecoveryCode, normaliseRecoveryCode } from './tokens';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = new Date('2026-11-28T10:00:10Z');
const epoch = (date: Date, steps = 0) => Math.floor(date.getTime() / 1000) + steps * 30;

describe('two-factor sign-in', () => {
  it('accepts the code of now and of one step either side, and no other', async () => {
    for (const steps of [-1, 0, 1]) {
      const code = await generate({ secret: SECRET, epoch: epoch(AT, steps) });
      await expect(acceptedTotpStep(SECRET, code, null, AT)).resolves.toBe(
        Math.floor(epoch(AT) / 30) + steps,
      );
    }
    const stale = await generate({ secret: SECRET, epoch: epoch(AT, -3) });
    await expect(acceptedTotpStep(SECRET, stale, null, AT)).resolves.toBeNull();
  });

  it('refuses a code of the step already taken or an older one (replay)', async () => {
    const code = await generate({ secret: SECRET, epoch: epoch(AT) });
    const step = await acceptedTotpStep(SECRET, code, null, AT);
    expect(step).not.toBeNull();
    await expect(acceptedTotpStep(SECRET, code, step, AT)).resolves.toBeNull();
    const older = await generate({ secret: SECRET, epoch: epoch(AT, -1) });
    await expect(acceptedTotpStep(SECRET, older, step, AT)).resolves.toBeNull();
    const newer = await generate({ secret: SECRET, epoch: epoch(AT, 1) });
    await expect(acceptedTotpStep(SECRET, newer, step, AT)).resolves.toBe(step! + 1);
  });

  it('takes a code typed with spaces, and refuses anything but 6 digits', async () => {
    const code = await generate({ secret: SECRET, epoch: epoch(AT) });
    await expect(
      acceptedTotpStep(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, AT),
    ).resolves.not.toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef']) {
      await expect(acceptedTotpStep(SECRET, typed, null, AT)).resolves.toBeNull();
    }
  });

  it('makes a secret with its otpauth URL and an SVG QR code', async () => {
    const setup = await newTotpSetup('asha@agency.example');
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(
      `otpauth://totp/Ghumakkad:asha%40agency.example?secret=${setup.secret}&issuer=Ghumakkad`,
    );
    expect(setup.qrSvg.startsWith('<svg')).toBe(true);
  });

  it('seals secrets for their account and key only, and never takes one unsealed', () => {
    const box = secretBox('k'.repeat(32));
    const sealed = box.seal(SECRET, 7);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.seal(SECRET, 7)).not.toBe(sealed);
    expect(box.open(sealed, 7)).toBe(SECRET);
    expect(() => box.open(sealed, 8)).toThrow();
    expect(() => secretBox('another key, just as long as that').open(sealed, 7)).toThrow();
    // A plain secret written into the row (by hand, or with a stolen database login) is refused.
    expect(() => box.open(SECRET, 7)).toThrow(/not sealed/);
    // A sealed one tampered with: the tag no longer matches.
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      box.open([version, iv, tag, flipped.toString('base64url')].join('.'), 7),
    ).toThrow();
  });

  it('makes recovery codes of 24 unambiguous characters, read however typed', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^([a-hjkmnp-z2-9]{6}-){3}[a-hjkmnp-z2-9]{6}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(normaliseRecoveryCode(' ABCDEF ghjkmn-pqrstu - vwxyz2 ')).toBe(
      'abcdefghjkmnpqrstuvwxyz2',
    );
  });
});
