/**
 * The assistant's first version: answers only from the catalogue in the database, so every
 * package, price and link it mentions is real.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDuration, formatInr, packageDetailPath } from './formatting';
import { findMentionedPlace, isGreeting, type NamedPlace } from './intent';

const MAX_SUGGESTIONS = 3;
const DESTINATIONS_TO_MENTION = 5;

export async function answerQuestion(db: Kysely<Database>, inputText: string): Promise<string> {
  const destinations = await db
    .selectFrom('destinations')
    .select(['id', 'name', 'slug'])
    .orderBy('name')
    .execute();

  const destination = findMentionedPlace(inputText, destinations);
  if (destination) return describePackages(db, destination);
  if (isGreeting(inputText)) {
    return 'Namaste! I am the Ghumakkad travel assistant. I can suggest tour packages by destination, travel theme, budget or trip length. Try asking: "Show me packages for Kerala".';
  }
  const examples = destinations.slice(0, DESTINATIONS_TO_MENTION).map((d) => d.name);
  const suggestion =
    examples.length > 0 ? ` Ask me about places such as ${listInWords(examples)}.` : '';
  return `Sorry, I can't help with that yet. I can help you with destinations, travel themes, budgets and trip durations.${suggestion}`;
}

async function describePackages(
  db: Kysely<Database>,
  destination: NamedPlace & { id: number },
): Promise<string> {
  const packages = await db
    .selectFrom('packages')
    .select(['name', 'slug', 'price', 'days'])
    .where('destination_id', '=', destination.id)
    .orderBy('rating', 'desc')
    .orderBy('price', 'asc')
    .limit(MAX_SUGGESTIONS)
    .execute();

  if (packages.length === 0) {
    return `We have no ready-made ${destination.name} package listed right now, but our travel experts can plan one for you. Use the Enquiry Now button to ask for a quote.`;
  }
  const lines = packages.map(
    (p, index) =>
      `${index + 1}. ${p.name}: from ${formatInr(p.price)} per person, ${formatDuration(p.days)}. Details: ${packageDetailPath(destination.slug, p.slug)}`,
  );
  const heading =
    packages.length === 1
      ? `Here is our ${destination.name} package:`
      : `Here are our top ${destination.name} packages:`;
  return [
    heading,
    ...lines,
    'Every trip can be customised: use Enquiry Now to get quotes from our travel experts.',
  ].join('\n');
}

/** ["Goa", "Kerala", "Manali"] → "Goa, Kerala or Manali". */
function listInWords(names: string[]): string {
  if (names.length === 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}
