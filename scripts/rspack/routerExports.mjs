/**
 * The react-router-dom exports the apps may use. The shell provides a router built with only
 * these (Module Federation shares a whole package otherwise: 60 KB gzip for react-router-dom,
 * 16 KB with this list), and ESLint refuses any other import from react-router-dom, because a
 * remote needing more would silently fall back to a second router of its own.
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useSearchParams',
];
