import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent } from 'react';

export interface ActionLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'role'> {
  /** The page that does the same without the app (the enquiry page, the chat page). */
  href: string;
  /** What the app does instead of following the link. */
  onAction: () => void;
}

/**
 * A control that the app turns into an action (opening the enquiry modal, the chat) and that is a
 * plain link to a page doing the same before the app runs or without JavaScript. It is a button
 * to assistive technology and to the keyboard (Space too), as it acts like one once the app runs.
 * `data-replay` asks the page's early-input script to hold a press made before the app started
 * and replay it here (shell/src/server/earlyInput.ts). A modified click (a new tab) stays a link.
 */
export function ActionLink({ href, onAction, onClick, onKeyDown, ...rest }: ActionLinkProps) {
  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onAction();
  }
  function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== ' ') return;
    event.preventDefault();
    onAction();
  }
  return (
    <a
      href={href}
      role="button"
      data-replay=""
      onClick={onLinkClick}
      onKeyDown={onLinkKeyDown}
      {...rest}
    />
  );
}
