import type { ReactNode } from 'react';
import favicon from './favicon.svg';

/** Stylesheets the page needs before it paints: the shell's, then each rendered remote's. */
export interface DocumentProps {
  styles: string[];
  children: ReactNode;
}

/**
 * The whole page around the app, rendered on the server and hydrated as a whole in the browser,
 * so the two trees are the same from the root (useId's ids depend on that). Each page's title,
 * description, canonical link and share tags come from the page itself (React places them in the
 * head); the server adds a rendered page's remote stylesheets and preloads to the head, which
 * hydration passes over.
 */
export function Document({ styles, children }: DocumentProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F5E63" />
        <link rel="icon" href={favicon} type="image/svg+xml" />
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}
