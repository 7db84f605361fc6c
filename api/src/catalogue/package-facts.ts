/**
 * How a package's facts are stored and answered. The columns hold short text, the
 * same in SQLite and PostgreSQL: stay and includes as comma-separated names of the closed lists
 * ('hostel,beach-hut'), GST as its rate ('5') or 'included', difficulty as its name. Reading
 * keeps only names the lists know, so a hand-edited row cannot put an unknown label on a page.
 */
import {
  DIFFICULTIES,
  INCLUDE_KEYS,
  STAY_KINDS,
  type Difficulty,
  type GstTerm,
  type IncludeKey,
  type StayKind,
} from '@tour/shared/contracts';

export interface PackageFactColumns {
  stay: string | null;
  includes: string | null;
  gst: string | null;
  difficulty: string | null;
}

export interface PackageFacts {
  stay: StayKind[];
  includes: IncludeKey[];
  gst: GstTerm;
  difficulty?: Difficulty;
}

export function encodePackageFacts(facts: PackageFacts): PackageFactColumns {
  return {
    stay: facts.stay.join(','),
    includes: facts.includes.join(','),
    gst: String(facts.gst),
    difficulty: facts.difficulty ?? null,
  };
}

function names<T extends string>(known: readonly T[], text: string | null): T[] {
  if (!text) return [];
  return text.split(',').filter((name): name is T => (known as readonly string[]).includes(name));
}

/** The stay column as its kinds: empty when not recorded (a row from before 0017). */
export function stayOf(text: string | null): StayKind[] {
  return names(STAY_KINDS, text);
}

/** The GST column as a term: undefined when empty or not a rate (a row from before 0017). */
export function gstOf(text: string | null): GstTerm | undefined {
  if (text === 'included') return 'included';
  const rate = Number(text);
  return text && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/**
 * The facts as an answer carries them; a row written before migration 0017 and not yet
 * re-imported has none, and the answer then leaves them out rather than guess.
 */
export function decodePackageFacts(row: PackageFactColumns): {
  stay?: StayKind[];
  includes?: IncludeKey[];
  gst?: GstTerm;
  difficulty: Difficulty | null;
} {
  const stay = stayOf(row.stay);
  const includes = names(INCLUDE_KEYS, row.includes);
  const gst = gstOf(row.gst);
  const [difficulty] = names(DIFFICULTIES, row.difficulty);
  return {
    ...(stay.length > 0 ? { stay } : {}),
    ...(row.includes !== null ? { includes } : {}),
    ...(gst !== undefined ? { gst } : {}),
    difficulty: difficulty ?? null,
  };
}
