import { useLocation } from 'react-router-dom';
import { RETURN_TO_FIELD } from '@tour/shared';

/**
 * A lead form's hidden field naming its page (path and query): a plain post the server refuses
 * renders that page again. The same for every visitor, so the page's shared cache may keep it.
 */
export function ReturnToField() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name={RETURN_TO_FIELD} value={pathname + search} />;
}
