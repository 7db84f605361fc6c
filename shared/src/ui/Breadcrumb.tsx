import { Link } from 'react-router-dom';
import styles from './Breadcrumb.module.css';

export interface Crumb {
  name: string;
  /** Absent for the current page. */
  path?: string;
}

/**
 * The visible trail of a page (Home / Goa Tour Packages / Goa Beach Escape): every crumb but the
 * last is a link. Pages give the same crumbs to `breadcrumbJsonLd` for search engines.
 */
export function Breadcrumb({
  items,
  tone = 'light',
  className,
}: {
  items: Crumb[];
  /** `dark` over a banner picture. */
  tone?: 'light' | 'dark';
  className?: string;
}) {
  return (
    <nav
      aria-label="Breadcrumb"
      className={[styles.breadcrumb, styles[tone], className].filter(Boolean).join(' ')}
    >
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.name}`}>
              {item.path && !last ? (
                <Link to={item.path}>{item.name}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
