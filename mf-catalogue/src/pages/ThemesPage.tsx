import { useState, type MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Skeleton,
  THEME_MENU_CATEGORIES,
  type ThemePackageCard,
  PageMeta,
  themeLink,
  listingPath,
  toSlug,
} from '@tour/shared';
import { fetchListingBySlug } from '../api/packages';
import { useThemePackages } from '../hooks/useThemePackages';
import { ThemeCard } from '../components/themes/ThemeCard';
import { THEME_BUDGETS, filterByBudget } from '../components/themes/themeBudgets';
import styles from './ThemesPage.module.css';

interface ThemeState {
  categoryId?: number | string;
  themeName?: string;
}

/** The theme from navigation state (the Themes menu) or the URL (reloads, shared links). */
function useTheme(): { categoryId: number | null; themeName: string | null } {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = (location.state ?? {}) as ThemeState;
  const id = Number(state.categoryId ?? params.get('categoryId'));
  const categoryId = Number.isInteger(id) && id > 0 ? id : null;
  const themeName =
    state.themeName ??
    params.get('themeName') ??
    THEME_MENU_CATEGORIES.find((theme) => theme.id === categoryId)?.name ??
    null;
  return categoryId && themeName
    ? { categoryId, themeName }
    : { categoryId: null, themeName: null };
}

/** /themes: destinations with packages in one theme, with a budget filter (spec §2). */
export function ThemesPage() {
  const { categoryId, themeName } = useTheme();
  const packages = useThemePackages(categoryId);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<number | null>(null);
  const budget = params.get('budget');
  const activeBudget = THEME_BUDGETS.some((b) => b.id === budget) ? budget : null;

  const meta = (
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

  function chooseBudget(id: string | null) {
    const next = new URLSearchParams(params);
    if (id) next.set('budget', id);
    else next.delete('budget');
    setParams(next, { replace: true, state: location.state, preventScrollReset: true });
  }

  async function openCard(card: ThemePackageCard, event: MouseEvent<HTMLAnchorElement>) {
    // A modified click opens the listing in a new tab, which fetches for itself.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (opening !== null) return;
    setOpening(card.id);
    const path = listingPath(card.destinationName);
    try {
      const envelope = await fetchListingBySlug(toSlug(card.destinationName));
      navigate(path, envelope?.code === 1 ? { state: envelope } : undefined);
    } catch (error) {
      console.error('[catalogue] could not load the destination listing', error);
      navigate(path);
    }
  }

  const cards = packages.status === 'ready' ? filterByBudget(packages.cards, activeBudget) : [];

  return (
    <div className={styles.page}>
      {meta}
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.eyebrow}>Travel themes</p>
          <h1 className={styles.title}>
            {themeName ? `${themeName} Tour Packages` : 'Travel Themes'}
          </h1>
          <nav aria-label="Choose a theme">
            <ul className={styles.themes}>
              {THEME_MENU_CATEGORIES.map((theme) => {
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
        {packages.status === 'idle' && (
          <p className={styles.message}>Please select a theme to view packages.</p>
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
                      name="theme-budget"
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

        {cards.length > 0 && (
          <ul className={styles.grid}>
            {cards.map((card) => (
              <li key={card.id}>
                <ThemeCard card={card} busy={opening === card.id} onOpen={openCard} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
