import { Route, Routes } from 'react-router-dom';
import { RemoteSlot } from '@tour/shared';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageSkeleton } from './PageSkeleton';

/** The route table: which owner renders which path (ARCHITECTURE §2). */
export function SiteRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={<RemoteSlot id="catalogue/HomePage" skeleton={<PageSkeleton />} />}
      />
      <Route
        path="/blogs"
        element={<RemoteSlot id="blog/BlogsPage" skeleton={<PageSkeleton />} />}
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
