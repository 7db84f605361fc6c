import { captureEarlyInput, EARLY_INPUT_SCRIPT } from './earlyInput.inline';

const PAGE = `
  <button type="button" id="menu">Menu</button>
  <button type="button" id="chat">Chat</button>
  <form action="/forms/enquiry" method="post"><button id="send">Send</button></form>
  <a id="plain" href="/tours">Tours</a>
  <div data-replay><a id="enquiry" href="/enquiry">Enquiry Now</a></div>
  <input id="text" type="text">
  <select id="month"><option value="2026-11">Nov</option><option value="2026-12">Dec</option></select>
  <input id="box" type="checkbox">
  <form id="news" action="/forms/newsletter" method="post"><input id="email" type="email"></form>`;

type BrowserWindow = Window & typeof globalThis;

/** A fresh window per test (an iframe's): the script's listeners stay with the window it ran in. */
function freshWindow(): BrowserWindow {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const window = frame.contentWindow as BrowserWindow;
  window.document.body.innerHTML = PAGE;
  return window;
}

afterEach(() => document.body.replaceChildren());

/** A page as the browser has it before the app: the inline script and the server's DOM only. */
function loadPage() {
  const window = freshWindow();
  window.eval(EARLY_INPUT_SCRIPT);
  // jsdom cannot submit a form; the tests only need to see that a press was not held.
  window.document.addEventListener('submit', (event) => event.preventDefault());
  const byId = (id: string) => window.document.getElementById(id)!;
  /** What the app's own listeners (on the document, as React's are) received. */
  const handled: string[] = [];
  for (const type of ['click', 'keydown'] as const) {
    window.document.addEventListener(type, (event) => {
      const target = event.target as HTMLElement;
      // The app turns the enquiry link into its modal, as EnquiryNowButton does; jsdom cannot
      // follow a link anyway.
      if (type === 'click' && target.tagName === 'A') event.preventDefault();
      handled.push(
        `${type}:${target.id}${event instanceof window.KeyboardEvent ? `:${event.key}` : ''}`,
      );
    });
  }
  const press = (id: string, init: MouseEventInit = {}) => {
    const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
    byId(id).dispatchEvent(event);
    return event;
  };
  const key = (id: string, keyName: string) => {
    const event = new window.KeyboardEvent('keydown', {
      key: keyName,
      bubbles: true,
      cancelable: true,
    });
    byId(id).dispatchEvent(event);
    return event;
  };
  const start = async () => {
    window.document.documentElement.setAttribute('data-interactive', 'true');
    // The script's observer runs as a microtask and replays in the next task, which gives typed
    // values back in the task after that. Wait for the observer, then for two tasks queued behind
    // those (not a fixed time: on a busy machine the replay's task came after a 10 ms timer).
    await Promise.resolve();
    for (let task = 0; task < 2; task += 1) {
      await new Promise((resolve) => window.setTimeout(resolve, 0));
    }
  };
  return { window, byId, handled, press, key, start };
}

describe('the inline script that holds presses until the app has started', () => {
  it('holds a button press, hides it from the app, and replays it in order once it starts', async () => {
    const page = loadPage();
    expect(page.press('menu').defaultPrevented).toBe(true);
    page.press('chat');
    page.press('menu');
    expect(page.handled).toEqual([]);
    expect(page.byId('menu').hasAttribute('data-replay-pending')).toBe(true);

    await page.start();
    expect(page.handled).toEqual(['click:menu', 'click:chat', 'click:menu']);
    expect(page.byId('menu').hasAttribute('data-replay-pending')).toBe(false);
  });

  it('leaves the browser what works without the app: links, form posts, typing', async () => {
    const page = loadPage();
    page.press('plain');
    expect(page.press('send').defaultPrevented).toBe(false);
    expect(page.key('text', 'a').defaultPrevented).toBe(false);
    expect(page.key('text', ' ').defaultPrevented).toBe(false);
    expect(page.handled).toEqual(['click:plain', 'click:send', 'keydown:text:a', 'keydown:text: ']);

    await page.start();
    // Nothing is done a second time.
    expect(page.handled).toHaveLength(4);
  });

  it('leaves a click with a modifier or another button to the browser (a new tab)', () => {
    const page = loadPage();
    page.press('enquiry', { ctrlKey: true });
    page.press('menu', { button: 1 });
    // Both reached the page's own listeners at once: nothing was held.
    expect(page.handled).toEqual(['click:enquiry', 'click:menu']);
  });

  it('holds an opted-in link and its keys, and replays them as the app would get them', async () => {
    const page = loadPage();
    expect(page.press('enquiry').defaultPrevented).toBe(true);
    expect(page.key('enquiry', 'ArrowDown').defaultPrevented).toBe(true);
    // Enter on a link arrives as a click of its own; it is not held twice.
    expect(page.key('enquiry', 'Enter').defaultPrevented).toBe(false);

    await page.start();
    expect(page.handled).toEqual([
      'keydown:enquiry:Enter',
      'click:enquiry',
      'keydown:enquiry:ArrowDown',
    ]);
  });

  it('stops holding once the app has started', async () => {
    const page = loadPage();
    await page.start();
    expect(page.press('menu').defaultPrevented).toBe(false);
    expect(page.handled).toEqual(['click:menu']);
  });

  it('follows a held link when the app has not started in time', async () => {
    const frame = freshWindow();
    const assigned: string[] = [];
    const location = { assign: (href: string) => assigned.push(href) };
    // jsdom cannot navigate: the same window, with a location that records where it was sent.
    const window = new Proxy(frame, {
      get(target, name) {
        if (name === 'location') return location;
        const value: unknown = Reflect.get(target, name);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    captureEarlyInput(window, { followLinksAfterMs: 20 });
    const link = frame.document.getElementById('enquiry') as HTMLAnchorElement;
    link.click();
    expect(assigned).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(assigned).toEqual([link.href]);
  });

  it('gives typed values back to the app after hydration put back its own', async () => {
    const page = loadPage();
    const text = page.byId('text') as HTMLInputElement;
    const month = page.byId('month') as HTMLSelectElement;
    const box = page.byId('box') as HTMLInputElement;
    // The visitor types, picks and ticks before the start.
    text.value = 'Goa';
    text.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    month.value = '2026-12';
    month.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    box.click();
    // Hydration renders the app's state: empty, this month, unticked.
    text.value = '';
    month.value = '2026-11';
    box.checked = false;
    const received: string[] = [];
    for (const type of ['input', 'change']) {
      page.window.document.addEventListener(type, (event) => {
        const field = event.target as HTMLInputElement;
        received.push(
          `${type}:${field.id}:${field.type === 'checkbox' ? field.checked : field.value}`,
        );
      });
    }

    await page.start();
    expect(text.value).toBe('Goa');
    expect(month.value).toBe('2026-12');
    expect(box.checked).toBe(true);
    expect(received).toEqual([
      'input:text:Goa',
      'change:month:2026-12',
      'input:box:true',
      'change:box:true',
    ]);
  });

  it('leaves a field alone that the visitor did not touch before the start', async () => {
    const page = loadPage();
    await page.start();
    const text = page.byId('text') as HTMLInputElement;
    text.value = 'typed after the start';
    text.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    expect(text.value).toBe('typed after the start');
  });

  it('leaves a field the app has filled since (a choice from a list) with the app’s value', async () => {
    const page = loadPage();
    const text = page.byId('text') as HTMLInputElement;
    text.value = 'go';
    text.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    await page.start();
    // The app fills the field with the destination chosen from its list, and (as React does for
    // a controlled field) keeps its value attribute in step.
    text.value = 'Goa';
    text.defaultValue = 'Goa';
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(text.value).toBe('Goa');
  });

  it('leaves a field the app rendered after the start to the app (the chat’s box)', async () => {
    const page = loadPage();
    await page.start();
    const box = page.window.document.createElement('textarea');
    page.window.document.body.append(box);
    // Typed and sent with Enter (no submit): the app empties it.
    box.value = 'Any Kerala houseboat packages?';
    box.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    box.value = '';
    await new Promise((resolve) => page.window.setTimeout(resolve, 350));
    expect(box.value).toBe('');
  });

  it('does not give back a field whose form was sent, when the app empties it', async () => {
    const page = loadPage();
    await page.start();
    const email = page.byId('email') as HTMLInputElement;
    // Typed just after the start (within the give-back checks), then sent through the app.
    email.value = 'asha@example.com';
    email.dispatchEvent(new page.window.Event('input', { bubbles: true }));
    page
      .byId('news')
      .dispatchEvent(new page.window.Event('submit', { bubbles: true, cancelable: true }));
    // The app empties the form it has sent.
    email.value = '';
    await new Promise((resolve) => page.window.setTimeout(resolve, 350));
    expect(email.value).toBe('');
  });
});
