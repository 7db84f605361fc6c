/** What understand() reads from a chat message, and the places it reads it against. */
import type { CategoryCode } from '@tour/shared/contracts';

export interface PlaceEntry {
  slug: string;
  name: string;
  /** Normalised aliases (vocabulary.ts). */
  aliases: string[];
}

export interface Budget {
  /** Per person, in rupees. */
  min?: number;
  max?: number;
  /** The visitor gave a total for the whole group; min/max are already divided. */
  total?: { amount: number; people: number };
  /** "around 30k": max is a little above, min a little below. */
  around?: number;
}

export interface DurationAsk {
  min: number;
  max: number;
  /** The length asked for, when one was ("5 days" → 5; "a week" → 7). */
  target?: number;
  /** How the visitor put it, for the reply: "5 days", "a weekend". */
  label: string;
}

export interface MonthAsk {
  months: number[];
  /** "December", "Diwali", "the monsoon". */
  label: string;
  /** With its preposition: "in December", "for Diwali". */
  when: string;
}

export type FaqTopic =
  | 'season'
  | 'reach'
  | 'permit'
  | 'days'
  | 'pack'
  | 'food'
  | 'shop'
  | 'safe'
  | 'network'
  | 'altitude'
  | 'registration'
  | 'open'
  | 'wear'
  | 'helicopter'
  | 'snow'
  | 'children'
  | 'trek';

export type PolicyTopic = 'cancellation' | 'payment' | 'checkin' | 'id' | 'inclusions';

export interface Understanding {
  /** Normalised text. */
  text: string;
  /** Matched destinations by slug, in the order named. */
  destinationSlugs: string[];
  /** Regions named ("Uttarakhand"), already expanded into destinationSlugs. */
  regions: string[];
  categories: CategoryCode[];
  /** Hints that favour a category without requiring it ("couple" → honeymoon). */
  softCategories: CategoryCode[];
  budget?: Budget;
  band?: 'low' | 'luxury';
  /** Minimum hotel stars asked for ("4 star"). */
  minStars?: number;
  duration?: DurationAsk;
  month?: MonthAsk;
  people?: number;
  smallTalk?: 'greeting' | 'thanks' | 'farewell';
  /** Starts with a greeting ("Hi, ..."). */
  greeting: boolean;
  offTopic?: 'flights' | 'other';
  /** A place abroad we do not sell ("Maldives"), as written in our list. */
  abroad?: string;
  /** FAQ subjects asked about, strongest first. */
  topics: FaqTopic[];
  policy?: PolicyTopic;
  /** Asks about GST or taxes on the price ("do your prices include GST?"). */
  tax: boolean;
  /** Where the trip would start, as written ("from Delhi" → "delhi"); not a destination. */
  origin?: string;
  priceQuestion: boolean;
  /** Words such as package, tour, trip, holiday, "jana hai". */
  tripWords: boolean;
  /** Phrased as a question. */
  question: boolean;
  /** Remaining content words for full-text search (stemmed), aliases and synonyms included. */
  keywords: string[];
}
