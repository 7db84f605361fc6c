import type { ButtonHTMLAttributes } from 'react';
import { CHAT_PATH } from '../contracts/siteUrls';
import { ActionLink, type ActionLinkProps } from './ActionLink';
import styles from './ChatLauncherButton.module.css';

export interface ChatLauncherButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-label' | 'aria-expanded'
> {
  open: boolean;
}

/**
 * The round chat button of every page. The assistant's widget renders it, and the shell renders
 * the same button as a stand-in until the widget has loaded, so visitors never see a change.
 */
export function ChatLauncherButton({ open, className, ...rest }: ChatLauncherButtonProps) {
  return (
    <button
      type="button"
      className={className ? `${styles.launcher} ${className}` : styles.launcher}
      // A floating button: the page steps it aside while a list of options is open.
      data-floating=""
      aria-expanded={open}
      aria-label={open ? 'Close travel assistant' : 'Chat with our travel assistant'}
      {...rest}
    >
      <ChatIcon />
    </button>
  );
}

function ChatIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 5h16v10H8l-4 4z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="12" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
    </svg>
  );
}

/**
 * The same launcher as a link to the chat page: what the shell shows until the widget has
 * loaded, so a press before the app runs, or without JavaScript, still leads to the chat.
 */
export function ChatLauncherLink({
  className,
  ...rest
}: Omit<ActionLinkProps, 'href' | 'aria-label' | 'aria-expanded'>) {
  return (
    <ActionLink
      href={CHAT_PATH}
      className={className ? `${styles.launcher} ${className}` : styles.launcher}
      data-floating=""
      aria-expanded={false}
      aria-label="Chat with our travel assistant"
      {...rest}
    >
      <ChatIcon />
    </ActionLink>
  );
}
