import { useLocation } from 'react-router-dom';
import { usePageSubject, type ProfilePhone } from '@tour/shared';
import { whatsappChatHref } from './contactLinks';

export function WhatsAppIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9.1 7.4c.2 0 .4 0 .6.5l.8 1.9c.1.2 0 .4-.1.6l-.6.7c-.1.2-.2.3 0 .6a7 7 0 0 0 3.3 2.9c.2.1.4.1.6-.1l.8-1c.2-.2.3-.2.6-.1l1.9.9c.3.1.4.2.4.4 0 .9-.7 1.9-1.6 2-1 .2-2.4 0-4.6-1.3a10 10 0 0 1-3.4-3.7c-.8-1.5-.6-2.7 0-3.4.4-.5.8-.9 1.3-.9z"
        fill="currentColor"
      />
    </svg>
  );
}

export interface WhatsAppChatLinkProps {
  whatsapp: ProfilePhone;
  className?: string;
  /** Wraps the words, so a narrow bar can show the icon alone and keep the link's name. */
  labelClassName?: string;
}

/**
 * "Chat on WhatsApp": a chat with the agency's WhatsApp number, its first message already typed
 * (the package and its link on a package page). Sharing a page is another action (ShareButtons).
 */
export function WhatsAppChatLink({ whatsapp, className, labelClassName }: WhatsAppChatLinkProps) {
  const { pathname } = useLocation();
  const subject = usePageSubject();
  return (
    <a
      className={className}
      href={whatsappChatHref(whatsapp, pathname, subject)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <WhatsAppIcon />
      <span className={labelClassName}>Chat on WhatsApp</span>
    </a>
  );
}
