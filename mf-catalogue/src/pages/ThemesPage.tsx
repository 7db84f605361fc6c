import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Skeleton,
  sortListing,
  THEME_CATEGORIES,
  type ThemePackageCard,
  Eyebrow,
  NotFoundMeta,
  PageMeta,
  themeLink,
  toSlug,
} from '@tour/shared';
import { fetchListingBySlug } from '../api/packages';
import { useThemePackages } from '../hooks/useThemePackages';
import { ThemeCard } from '../components/themes/ThemeCard';
import { listingUrl } from '../components/listing/listingUrl';
import { SORT_OPTIONS, type SortId } from '../components/listing/listingFilters';
import { ListingViewForm } from '../components/listing/ListingViewForm';
import { SortSelect } from '../components/listing/SortSelect';
import { THEME_BUDGETS, filterByBudget } from '../components/themes/themeBudgets';
import styles from './ThemesPage.module.css';

interface ThemeState {
  categoryId?: number | string;
}

/**
 * A theme card's click waits for the destination's listing before it navigates; past this the
 * visitor is told to try again rather than left looking at 'Opening…' (the API may hang).
 */
export const OPEN_CARD_TIMEOUT_MS = 8000;

const UNKNOWN_THEME = 'We have no travel theme at this address.';

/**
 * The theme from navigation state (the Themes menu) or the URL (reloads, shared links). Only the
 * id is read: the name comes from our own list, so `?themeName=` (anyone can write a URL) never
 * reaches the heading or the page title, and an id we do not know is no theme at all.
 */
function useTheme(): { categoryId: number | null; themeName: string | null } {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as ThemeState;
  const id = Number(state.categoryId ?? params.get('categoryId'));
  const theme = THEME_CATEGORIES.find((category) => category.id === id);
  return theme
    ? { categoryId: theme.id, themeName: theme.name }
    : { categoryId: null, themeName: null };
}

/** Settles with `promise`, or rejects as soon as `signal` aborts, whether or not it listens. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

/**
 * /themes: destinations with packages in one theme, with a budget filter (spec §2) and a sort by
 * price or length (our addition), both in the URL (`?categoryId=5&budget=10000-20000&sort=…`)
 * and a GET form, so they work without JavaScript and can be shared.
 */
export function ThemesPage() {
  const { categoryId, themeName } = useTheme();
  const packages = useThemePackages(categoryId);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);
  // The theme whose card click timed out: the message goes when the visitor picks another theme.
  const [tooSlowIn, setTooSlowIn] = useState<number | null>(null);
  // The card click in flight: aborted on a timeout, and when the visitor leaves the page.
  const pendingOpen = useRef<AbortController | null>(null);
  useEffect(() => () => pendingOpen.current?.abort(), []);
  const budget = params.get('budget');
  const activeBudget = THEME_BUDGETS.some((b) => b.id === budget) ? budget : null;
  const sortParam = params.get('sort');
  const sort: SortId = SORT_OPTIONS.find((o) => o.id === sortParam)?.id ?? 'recommended';
  const formId = useId();

  // An id we do not know: the chooser still shows (the page answers 404), saying so truly.
  const askedFor = (location.state as ThemeState | null)?.categoryId ?? params.get('categoryId');
  const unknownTheme = askedFor !== null && askedFor !== undefined && categoryId === null;
  const meta = unknownTheme ? (
    <NotFoundMeta title="Theme not found" description={UNKNOWN_THEME} />
  ) : (
    <PageMeta
      title={themeName ? `${themeName} Tour Packages` : 'Travel Themes'}
      description={
        themeName
          ? `${themeName} tour packages across India: compare destinations and prices per person.`
          : 'Browse tour packages across India by theme: religious, adventure, family, friends, honeymoon, nature and seasonal.'
      }
      canonicalPath={categoryId && themeName ? themeLink(categoryId, themeName).to : '/themes'}
    />
  );

  /** Sets one URL parameter (null removes it), keeping the theme and the other choice. */
  function choose(name: 'budget' | 'sort', value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, state: location.state, preventScrollReset: true });
  }
  const chooseBudget = (id: string | null) => choose('budget', id);

  async function openCard(
    card: ThemePackageCard,
    path: string,
    event: MouseEvent<HTMLAnchorElement>,
  ) {
    // A modified click opens the listing in a new tab, which fetches for itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (opening !== null) return;
    setOpening(card.id);
    setTooSlowIn(null);
    const controller = new AbortController();
    pendingOpen.current = controller;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, OPEN_CARD_TIMEOUT_MS);
    try {
      const envelope = await untilAborted(
        fetchListingBySlug(toSlug(card.destinationName), controller.signal),
        controller.signal,
      );
      navigate(path, envelope?.code === 1 ? { state: envelope } : undefined);
    } catch (error) {
      if (timedOut) {
        // An API this slow would leave the listing loading too: stay, and let the visitor retry.
        setOpening(null);
        setTooSlowIn(categoryId);
      } else if (!controller.signal.aborted) {
        console.error('[catalogue] could not load the destination listing', error);
        navigate(path);
      }
      // Aborted otherwise: the page is gone, nothing to show.
    } finally {
      clearTimeout(timer);
      if (pendingOpen.current === controller) pendingOpen.current = null;
    }
  }

  // 'recommended' keeps the API's order, by destination name.
  const cards =
    packages.status === 'ready'
      ? sortListing(filterByBudget(packages.cards, activeBudget), sort, (card) => ({
          price: card.minPrice,
          days: card.minDays,
        }))
      : [];

  return (
    <div className={styles.page}>
      {meta}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Eyebrow>Travel themes</Eyebrow>
          <h1 className={styles.title}>
            {themeName ? `${themeName} Tour Packages` : 'Travel Themes'}
          </h1>
          <nav aria-label="Choose a theme">
            <ul className={styles.themes}>
              {THEME_CATEGORIES.map((theme) => {
                const link = themeLink(theme.id, theme.name);
                const current = theme.id === categoryId;
                return (
                  <li key={theme.id}>
                    <Link
                      to={link.to}
                      state={link.state}
                      className={current ? `${styles.theme} ${styles.currentTheme}` : styles.theme}
                      aria-current={current ? 'page' : undefined}
                    >
                      {theme.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </div>
      </header>

      <div className={styles.container}>
        {unknownTheme && <p className={styles.message}>{UNKNOWN_THEME}</p>}
        {packages.status === 'idle' && (
          <p className={styles.message}>Please select a theme to view packages.</p>
        )}

        {packages.status !== 'idle' && categoryId !== null && (
          <ListingViewForm
            id={formId}
            action="/themes"
            hidden={{ categoryId: String(categoryId) }}
            label="Filter and sort destinations"
          />
        )}
        {packages.status !== 'idle' && (
          <fieldset className={styles.budgets}>
            <legend className={styles.legend}>Budget per person</legend>
            <div className={styles.budgetList}>
              {[{ id: null, label: 'Any budget' }, ...THEME_BUDGETS].map((option) => {
                const checked = option.id === activeBudget;
                return (
                  <label
                    key={option.id ?? 'any'}
                    className={checked ? `${styles.budget} ${styles.budgetOn}` : styles.budget}
                  >
                    <input
                      type="radio"
                      form={formId}
                      name="budget"
                      value={option.id ?? ''}
                      className={styles.radio}
                      checked={checked}
                      onChange={() => chooseBudget(option.id)}
                    />
                    {option.label}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {packages.status !== 'idle' && (
          <SortSelect
            form={formId}
            value={sort}
            onChange={(value) => choose('sort', value === 'recommended' ? null : value)}
            applyLabel="Apply"
            className={styles.sortRow}
          />
        )}

        {packages.status === 'loading' && (
          <>
            <p className={styles.message} role="status">
              Loading...
            </p>
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index} className={styles.skeletonCard}>
                  <Skeleton className={styles.skeletonMedia} height="auto" />
                  <div className={styles.skeletonBody}>
                    <Skeleton width="55%" height={22} />
                    <Skeleton width="75%" height={16} />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}

        {packages.status === 'ready' && packages.cards.length === 0 && (
          <p className={styles.message}>No packages found for this theme.</p>
        )}

        {packages.status === 'ready' && packages.cards.length > 0 && cards.length === 0 && (
          <div className={styles.noMatch}>
            <p>No {themeName} packages in this budget.</p>
            <button type="button" className={styles.reset} onClick={() => chooseBudget(null)}>
              Show every budget
            </button>
          </div>
        )}

        {tooSlowIn !== null && tooSlowIn === categoryId && (
          <p className={styles.slow} role="alert">
            This is taking too long. Please try again.
          </p>
        )}

        {cards.length > 0 && (
          <ul className={styles.grid}>
            {cards.map((card) => (
              <li key={card.id}>
                <ThemeCard
                  card={card}
                  // The listing opens with this theme as its category (spec: a theme's packages).
                  to={listingUrl(card.destinationName, { category: themeName })}
                  busy={opening === card.id}
                  onOpen={openCard}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
