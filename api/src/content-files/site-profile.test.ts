/**
 * content/site/profile.yaml as the import reads it: the shipped file passes and dials, and each
 * mistake an editor can make is reported once, naming the file and the field in their words.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteProfile } from '@tour/shared/contracts';
import { defaultContentDir } from './content-dir';
import { formatProblem, ProblemList } from './problems';
import { ContentFolder } from './site-document-source';
import { placeholderContacts, SITE_PROFILE_FILE, siteProfileDocument } from './site-profile';

const FIXTURE = path.join(__dirname, '../../test/fixtures/content', SITE_PROFILE_FILE);

let workDir: string;
let content: string;

beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-profile-'));
  content = path.join(workDir, 'content');
  fs.mkdirSync(path.join(content, 'site'), { recursive: true });
  fs.copyFileSync(FIXTURE, path.join(content, SITE_PROFILE_FILE));
});

afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

function edit(change: (text: string) => string): void {
  const file = path.join(content, SITE_PROFILE_FILE);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

/** The document and the problem lines, as the import would show them. */
function read(root = content): { profile: SiteProfile | undefined; problems: string[] } {
  const problems = new ProblemList(root);
  const profile = siteProfileDocument.read(
    new ContentFolder(root, problems),
    { destinations: [], packages: [], blogs: [], faqs: [] },
    {},
  ) as SiteProfile | undefined;
  return { profile, problems: problems.problems.map(formatProblem) };
}

const FILE = 'content/site/profile.yaml';

describe('the site profile file', () => {
  it('ships well-formed, with numbers that dial', () => {
    const { profile, problems } = read(defaultContentDir({}));
    expect(problems).toEqual([]);
    expect(profile?.phone.e164).toMatch(/^\+91\d{10}$/);
    expect(profile?.whatsapp.e164).toMatch(/^\+91[6-9]\d{9}$/);
    // Not the old placeholder, which dialled a truncated number.
    expect(profile?.phone.display).not.toContain('X');
  });

  it('stores each number in E.164 and in the international form people read', () => {
    const { profile, problems } = read();
    expect(problems).toEqual([]);
    expect(profile).toMatchObject({
      name: 'Test Travels',
      phone: { e164: '+918041234567', display: '+91 80 4123 4567' },
      whatsapp: { e164: '+919876543210', display: '+91 98765 43210' },
      // An unquoted PIN is read as YAML's number; it is the same PIN.
      address: { lines: ['12 Residency Road'], city: 'Bengaluru', pin: '560025' },
      registration: { gstin: '29ABCDE1234F1ZW' },
      hours: { phone: '24/7' },
    });
  });

  it('reads a number written without +91 or with a leading 0 as Indian', () => {
    edit((text) => text.replace("phone: '+91 80 4123 4567'", "phone: '080-4123 4567'"));
    expect(read().profile?.phone.e164).toBe('+918041234567');
  });

  it('refuses a phone number that cannot be dialled, saying what a full one looks like', () => {
    edit((text) => text.replace("phone: '+91 80 4123 4567'", "phone: '+91 98XXX XXX10'"));
    const { profile, problems } = read();
    expect(profile).toBeUndefined();
    expect(problems).toEqual([
      `${FILE}: phone must be a full Indian number with its area or mobile code, like +91 80 4123 4567 (it says "+91 98XXX XXX10")`,
    ]);
  });

  it('refuses a landline or a foreign number for WhatsApp', () => {
    edit((text) => text.replace("whatsapp: '+91 98765 43210'", "whatsapp: '+91 80 4123 4567'"));
    expect(read().problems).toEqual([
      `${FILE}: whatsapp must be an Indian mobile number that has WhatsApp, like +91 98765 43210 (it says "+91 80 4123 4567")`,
    ]);
    edit((text) => text.replace("whatsapp: '+91 80 4123 4567'", "whatsapp: '+44 7700 900123'"));
    expect(read().problems).toHaveLength(1);
  });

  it('refuses an email address that is not one', () => {
    edit((text) => text.replace('email: help@test-travels.example', 'email: help at test'));
    expect(read().problems).toEqual([
      `${FILE}: email must be an email address, like support@example.com (it says "help at test")`,
    ]);
  });

  it('checks a GSTIN for its form and for its check character', () => {
    edit((text) => text.replace('gstin: 29ABCDE1234F1ZW', 'gstin: 29ABCDE1234'));
    expect(read().problems).toEqual([
      `${FILE}: registration.gstin must be a 15-character GSTIN, like 29ABCDE1234F1ZW (two digits, the PAN, then 3 more) (it says "29ABCDE1234")`,
    ]);
    // One character mistyped: the form is right, the check character no longer matches.
    edit((text) => text.replace('gstin: 29ABCDE1234', 'gstin: 29ABCDE1284F1ZW'));
    expect(read().problems).toEqual([
      `${FILE}: registration.gstin must be the GSTIN as the GST certificate gives it: its last character does not match the rest (it says "29ABCDE1284F1ZW")`,
    ]);
  });

  it('leaves registration details out when the agency has none', () => {
    edit((text) => text.replace(/registration:\n {2}gstin: \S+\n/, ''));
    const { profile, problems } = read();
    expect(problems).toEqual([]);
    expect(profile?.registration).toEqual({});
  });

  it('reports a wrong PIN code and a mistyped field name', () => {
    edit((text) => text.replace('pin: 560025', 'pin: 56002').replace('name:', 'nmae:'));
    expect(read().problems).toEqual([
      `${FILE}: name is missing`,
      `${FILE}: address.pin must be a six-digit PIN code, like 560001 (it says "56002")`,
      `${FILE}: Unknown field "nmae": check the spelling, or remove it`,
    ]);
  });

  it('states the claims the file makes, and only those', () => {
    expect(read().profile?.claims).toEqual({ agents: '120+', travellers: '2 lakh+' });
    edit((text) => text.replace(/^ {2}travellers: .*\n/m, ''));
    expect(read().profile?.claims).toEqual({ agents: '120+' });
    edit((text) => text.replace(/^claims:\n.*\n/m, ''));
    const { profile, problems } = read();
    expect(problems).toEqual([]);
    expect(profile?.claims).toEqual({});
  });

  it('takes a claim as a figure, and refuses words or an empty one', () => {
    edit((text) => text.replace("agents: '120+'", 'agents: 1200'));
    expect(read().profile?.claims?.agents).toBe('1200');
    for (const [typed, shown] of [
      ["'12,50,000+'", '12,50,000+'],
      ["'3 crore'", '3 crore'],
    ]) {
      edit((text) => text.replace(/^ {2}agents: .*$/m, `  agents: ${typed}`));
      expect(read().profile?.claims?.agents).toBe(shown);
    }
    for (const typed of ["'Many'", "''", "'650+ verified'", "'+650'"]) {
      edit((text) => text.replace(/^ {2}agents: .*$/m, `  agents: ${typed}`));
      expect(read().problems).toEqual([
        `${FILE}: claims.agents must be a figure, like 650+, 1,200 or 40 lakh+ (it says "${typed.slice(1, -1)}")`,
      ]);
    }
  });

  it('reports a missing file', () => {
    fs.rmSync(path.join(content, SITE_PROFILE_FILE));
    const { profile, problems } = read();
    expect(profile).toBeUndefined();
    expect(problems).toEqual([`${FILE}: Missing`]);
  });
});

describe('placeholder contact details', () => {
  it('names each stand-in the shipped profile carries', () => {
    const { profile } = read(defaultContentDir({}));
    expect(placeholderContacts(profile!)).toEqual([
      'phone +91 98765 43210',
      'whatsapp +91 98765 43210',
      'email support@ghumakkad.example',
    ]);
  });

  it('finds none once the agency’s own are in, and any domain kept for examples', () => {
    edit((text) =>
      text
        .replace(/^phone: .*$/m, "phone: '+91 80 4110 2233'")
        .replace(/^whatsapp: .*$/m, "whatsapp: '+91 99000 12345'")
        .replace(/^email: .*$/m, 'email: hello@ghumakkad.in'),
    );
    const { profile, problems } = read();
    expect(problems).toEqual([]);
    expect(placeholderContacts(profile!)).toEqual([]);
    for (const email of ['a@example.com', 'a@mail.example', 'a@agency.test', 'a@x.invalid']) {
      expect(placeholderContacts({ ...profile!, email })).toEqual([`email ${email}`]);
    }
    expect(placeholderContacts({ ...profile!, email: 'a@example.in' })).toEqual([]);
  });
});
