import { escapeHtml } from './escape-html';

it('escapes what could end a text node or a quoted attribute, and nothing else', () => {
  expect(escapeHtml(`<a href="x" title='y'>Goa & Kerala</a>`)).toBe(
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Goa &amp; Kerala&lt;/a&gt;',
  );
  expect(escapeHtml('₹27,999 · 3N/4D')).toBe('₹27,999 · 3N/4D');
  // Escaped once only: a reference already there is text too.
  expect(escapeHtml('&amp;')).toBe('&amp;amp;');
});
