import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { readSearchMonth, type SearchMonth } from '../searchMonths';
import {
  FILTER_GROUPS,
  SORT_OPTIONS,
  type FilterGroup,
  type ListingFilters,
  type SortId,
} from './listingFilters';

const GROUPS = Object.keys(FILTER_GROUPS) as FilterGroup[];

export interface ListingQuery {
  filters: ListingFilters;
  sort: SortId;
  page: number;
  /** The searched month (`?month=2026-12`), or null: the listing then speaks of this month. */
  month: SearchMonth | null;
  /** That month as the URL writes it, for links and forms that keep it; null without one. */
  monthParam: string | null;
  toggleFilter: (group: FilterGroup, id: string) => void;
  clearFilters: () => void;
  setSort: (sort: SortId) => void;
  setPage: (page: number) => void;
}

/**
 * Reads a comma list, or the same parameter repeated (a form sent without the app:
 * `?budgets=a&budgets=b`), keeping only known option ids, each once.
 */
function readList(params: URLSearchParams, group: FilterGroup): string[] {
  const { options, param, readId } = FILTER_GROUPS[group];
  const known = new Set(options.map((o) => o.id));
  const ids = params
    .getAll(param)
    .flatMap((value) => value.split(','))
    .map((value) => readId(value));
  return [...new Set(ids)].filter((id): id is string => id !== null && known.has(id));
}

/**
 * Filters, sort and page live in the URL
 * (`?category=FAMILY&durations=4-6&budgets=10000-20000&sort=price-asc&page=2`) so a listing can
 * be shared and reloaded; so do the searched category (the category filter's `category`, ticked
 * and removable like any other choice) and month (`month=2026-12`). Changing a filter or the
 * sort goes back to page 1. The navigation state (the search response) is kept on every change.
 */
export function useListingQuery(): ListingQuery {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state: unknown = location.state;

  const filters = useMemo(
    () => Object.fromEntries(GROUPS.map((g) => [g, readList(params, g)])) as ListingFilters,
    [params],
  );
  const sortParam = params.get('sort');
  const sort = SORT_OPTIONS.find((o) => o.id === sortParam)?.id ?? 'recommended';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const monthParam = params.get('month');
  const month = useMemo(() => readSearchMonth(monthParam), [monthParam]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, push = false) => {
      const next = new URLSearchParams(params);
      change(next);
      setParams(next, { replace: !push, state, preventScrollReset: true });
    },
    [params, setParams, state],
  );

  const toggleFilter = useCallback(
    (group: FilterGroup, id: string) =>
      update((next) => {
        const { param } = FILTER_GROUPS[group];
        const current = readList(next, group);
        const chosen = current.includes(id) ? current.filter((c) => c !== id) : [...current, id];
        if (chosen.length) next.set(param, chosen.join(','));
        else next.delete(param);
        next.delete('page');
      }),
    [update],
  );
  const clearFilters = useCallback(
    () =>
      update((next) => {
        GROUPS.forEach((group) => next.delete(FILTER_GROUPS[group].param));
        next.delete('page');
      }),
    [update],
  );
  const setSort = useCallback(
    (value: SortId) =>
      update((next) => {
        if (value === 'recommended') next.delete('sort');
        else next.set('sort', value);
        next.delete('page');
      }),
    [update],
  );
  const setPage = useCallback(
    (value: number) =>
      update((next) => {
        if (value <= 1) next.delete('page');
        else next.set('page', String(value));
      }, true),
    [update],
  );

  return {
    filters,
    sort,
    page,
    month,
    monthParam: month ? monthParam!.trim() : null,
    toggleFilter,
    clearFilters,
    setSort,
    setPage,
  };
}
