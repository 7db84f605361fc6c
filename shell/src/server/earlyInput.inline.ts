/**
 * Taps before the app starts are not lost (the idea of Angular's event replay, JSAction): a tiny
 * script in the head of every server-rendered page holds the visitor's presses on controls that
 * need the app until it has hydrated, then hands them over in order.
 *
 * What is held, and what is left to the browser:
 * - a `<button>` that is not a form's submit button (opening a menu, a swiper's arrow, a filter):
 *   without the app it would do nothing;
 * - a link, checkbox or radio inside `[data-replay]`: a link the app turns into something else
 *   (Enquiry Now opens the modal, the chat link opens the widget), a filter the app applies;
 * - everything else keeps its native behaviour and is never held: plain links load the next
 *   server-rendered page, `<details>` open, forms post to the server, text fields take typing.
 *   So nothing is done twice: what the browser did is not replayed, and what is replayed never
 *   happened.
 * A click with a modifier or another button (a new tab) is the browser's. A held link is followed
 * after `followLinksAfterMs` if the app has not started by then (its scripts failed, a very slow
 * phone): the visitor gets the page the link names, the no-JavaScript path.
 *
 * What is typed is the browser's too, but hydration puts back what the app's state holds: a
 * controlled field (the search bars) would be emptied under the visitor's eyes, and the app would
 * search for nothing. So the last value of every field changed before the start is noted, and
 * given back to the app as an `input` (a `change` for a select; a click for a box whose tick was
 * undone), as if typed once more.
 *
 * The app says it has started by setting `data-interactive` on `<html>` (App.tsx). In the next
 * task the typed values are given back, then the held presses replayed, as `click()` for presses
 * and as a new `keydown` for keys, on the same elements (hydration keeps the server's DOM nodes).
 * React replays an event that lands on a part it has not hydrated yet by itself.
 *
 * Self-contained (no imports, no module scope): `EARLY_INPUT_SCRIPT` inlines its source.
 */
export interface EarlyInputOptions {
  /** A held link is followed if the app has not started this long after the press. */
  followLinksAfterMs: number;
}

/** A browser window, with its constructors (`instanceof win.Element` holds in any window). */
type BrowserWindow = Window & typeof globalThis;

export function captureEarlyInput(win: BrowserWindow, options: EarlyInputOptions): void {
  const root = win.document.documentElement;
  /** When typed values are checked and given back after the start (ms). */
  const GIVE_BACK_CHECKS_MS = [0, 100, 300, 700, 1500, 3000];
  let held: { type: string; target: HTMLElement; key: string }[] = [];

  function started(): boolean {
    return root.hasAttribute('data-interactive');
  }

  /** The control a press on `node` belongs to, if the app must handle it. */
  function heldControl(node: EventTarget | null): HTMLElement | null {
    const element = node instanceof win.Element ? node : null;
    const control = element
      ? (element.closest(
          'a[href],button,input,select,textarea,summary,label',
        ) as HTMLElement | null)
      : null;
    if (!control) return null;
    if (control.tagName === 'BUTTON') {
      const button = control as HTMLButtonElement;
      return button.type === 'submit' && button.form ? null : control;
    }
    const optedIn = control.closest('[data-replay]') !== null;
    if (control.tagName === 'A') return optedIn ? control : null;
    if (control.tagName === 'INPUT') {
      const kind = (control as HTMLInputElement).type;
      return optedIn && (kind === 'checkbox' || kind === 'radio') ? control : null;
    }
    return null;
  }

  function followLater(link: HTMLAnchorElement): void {
    win.setTimeout(function () {
      if (!started() && link.isConnected) win.location.assign(link.href);
    }, options.followLinksAfterMs);
  }

  function hold(event: Event): void {
    if (started()) return;
    const control = heldControl(event.target);
    if (!control) return;
    if (event.type === 'click') {
      const click = event as MouseEvent;
      if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) {
        return;
      }
    } else {
      const key = (event as KeyboardEvent).key;
      // Enter (and Space on a button) arrive as a click of their own; text fields keep theirs.
      if (key === 'Enter' || key === 'Tab' || (key === ' ' && control.tagName === 'BUTTON')) return;
      if (control.tagName === 'INPUT' && key === ' ') return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    const first = !held.some((entry) => entry.target === control);
    held.push({ type: event.type, target: control, key: (event as KeyboardEvent).key || '' });
    if (first) control.setAttribute('data-replay-pending', '');
    if (first && control.tagName === 'A') followLater(control as HTMLAnchorElement);
  }

  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

  /**
   * Each field's last value (a box's tick) as the visitor left it before the start, and what the
   * field showed when the visitor first changed it: the server's value, which hydration puts
   * back. Read then, not later: React keeps a controlled field's `value` attribute in step with
   * its state, so once the app has filled the field (a choice from a list) the attribute names
   * the app's value, not the server's.
   */
  let givingBack = false;
  const typed = new Map<Field, { value: string | boolean; rendered: string | boolean }>();

  function isBox(field: Field): field is HTMLInputElement {
    return (
      field instanceof win.HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
    );
  }

  /** What the field shows as rendered: its `value` attribute, selected option or tick. */
  function renderedValue(field: Field): string | boolean {
    if (field instanceof win.HTMLSelectElement) {
      const options = Array.from(field.options);
      const rendered = options.find((option) => option.defaultSelected) ?? options[0];
      return rendered ? rendered.value : '';
    }
    return isBox(field) ? field.defaultChecked : field.defaultValue;
  }

  function currentValue(field: Field): string | boolean {
    return isBox(field) ? field.checked : field.value;
  }

  /**
   * The fields in the server's HTML when the app started. Only they can have their value put
   * back by hydration; a field the app renders later (the chat's box) is the app's alone, and
   * giving it back would undo the app emptying it (a message sent with Enter, not a submit).
   */
  let serverFields: WeakSet<EventTarget> | null = null;

  /**
   * Where the caret was in each text field as the visitor left it (a letter corrected after
   * going back one): giving the value back puts the caret at the end, so it is put back too.
   */
  const carets = new WeakMap<EventTarget, [number, number]>();

  function noteCaret(event: Event): void {
    if (givingBack) return;
    const field = event.target;
    if (!(field instanceof win.HTMLInputElement) && !(field instanceof win.HTMLTextAreaElement)) {
      return;
    }
    // Null for the kinds of field that have no caret (a checkbox, an email field).
    if (field.selectionStart === null || field.selectionEnd === null) return;
    carets.set(field, [field.selectionStart, field.selectionEnd]);
  }

  function noteTyped(event: Event): void {
    // The visitor's, before the app's handlers run (this listener comes first): also just after
    // the start, when a keypress can make the app hydrate the field and put its state back. Not
    // the events this script sends itself.
    if (givingBack) return;
    const field = event.target;
    if (serverFields && field && !serverFields.has(field)) return;
    if (
      !(field instanceof win.HTMLInputElement) &&
      !(field instanceof win.HTMLTextAreaElement) &&
      !(field instanceof win.HTMLSelectElement)
    ) {
      return;
    }
    // A radio is given back by its ticked one.
    if (field instanceof win.HTMLInputElement && field.type === 'radio' && !field.checked) return;
    const rendered = typed.get(field)?.rendered ?? renderedValue(field);
    typed.set(field, { value: currentValue(field), rendered });
  }

  /**
   * A field is given back until it keeps what the visitor left in it: the app hydrates a part of
   * the page at a time, and a part hydrated after the start puts back the app's state again.
   */
  function giveBackTyped(): void {
    givingBack = true;
    typed.forEach(({ value, rendered }, field) => {
      // Only a field that shows what the server rendered again was put back by hydration; one
      // the app has filled since (a choice from a list) keeps what the app gave it.
      if (!field.isConnected || currentValue(field) !== rendered) return;
      if (typeof value === 'boolean') {
        if ((field as HTMLInputElement).checked !== value) field.click();
        return;
      }
      if (field.value === value) return;
      if (field instanceof win.HTMLSelectElement) {
        field.value = value;
        field.dispatchEvent(new win.Event('change', { bubbles: true }));
        return;
      }
      // Through the element's own setter first (React tracks the value it last saw there), then
      // the prototype's: React then sees a change, whatever hydration left in the field.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      );
      field.dispatchEvent(new win.Event('input', { bubbles: true }));
      const caret = carets.get(field);
      if (caret && field.ownerDocument.activeElement === field && field.selectionStart !== null) {
        (field as HTMLInputElement | HTMLTextAreaElement).setSelectionRange(caret[0], caret[1]);
      }
    });
    givingBack = false;
  }

  function replay(): void {
    for (const delay of GIVE_BACK_CHECKS_MS) win.setTimeout(giveBackTyped, delay);
    const queue = held;
    held = [];
    for (const entry of queue) {
      entry.target.removeAttribute('data-replay-pending');
      if (!entry.target.isConnected) continue;
      if (entry.type === 'click') entry.target.click();
      else {
        entry.target.dispatchEvent(
          new win.KeyboardEvent('keydown', { key: entry.key, bubbles: true, cancelable: true }),
        );
      }
    }
  }

  /**
   * A form sent (by the app or as a plain form) has done what its fields were typed for: what
   * happens to them next (the app empties a form it has sent) is not hydration putting back its
   * state, so they are not given back again.
   */
  function forgetSent(event: Event): void {
    typed.forEach((_value, field) => {
      if (field.form === event.target) typed.delete(field);
    });
  }

  // On the window, in the capture phase: ahead of every listener the app will add to the document.
  win.addEventListener('click', hold, true);
  win.addEventListener('keydown', hold, true);
  win.addEventListener('input', noteTyped, true);
  // After the key's or the pointer's own move of the caret.
  for (const type of ['input', 'keyup', 'pointerup', 'select']) {
    win.addEventListener(type, noteCaret, true);
  }
  win.addEventListener('change', noteTyped, true);
  win.addEventListener('submit', forgetSent, true);
  new win.MutationObserver(function (_changes, observer) {
    if (!started()) return;
    observer.disconnect();
    serverFields = new WeakSet(Array.from(root.querySelectorAll('input, textarea, select')));
    win.setTimeout(replay, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
}

/** How long a held link waits for the app before the browser follows it. */
const FOLLOW_LINKS_AFTER_MS = 4000;

/** The inline script itself: the same for every page, so built once. */
export const EARLY_INPUT_SCRIPT = `(${captureEarlyInput.toString()})(window,${JSON.stringify({
  followLinksAfterMs: FOLLOW_LINKS_AFTER_MS,
} satisfies EarlyInputOptions)})`;
