/**
 * Renders the nginx template (ghumakkad.conf beside this file) for one installation:
 *   node deploy/nginx/render.mjs /etc/ghumakkad/nginx.env > /etc/nginx/conf.d/ghumakkad.conf
 * The env file holds NAME=value lines (# comments, no quotes); every {{NAME}} in the template must
 * have a value and every value a {{NAME}}, so a typo fails here rather than in nginx. The list
 * settings take several values separated by spaces, and their line is repeated once per value.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NGINX_TEMPLATE = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'ghumakkad.conf',
);

/** Settings that may hold several values: a `server` line per address, a `listen` per address. */
const LISTS = new Set(['SITE_SERVERS', 'API_SERVERS', 'HTTPS_LISTEN', 'HTTP_LISTEN']);
const PLACEHOLDER = /\{\{([A-Z_]+)\}\}/g;

/**
 * @param {string} text NAME=value lines
 * @returns {Record<string, string>}
 */
export function parseEnvFile(text) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = line.match(/^([A-Z_]+)=(.*)$/);
    if (!match) throw new Error(`line ${index + 1}: expected NAME=value, got "${line}"`);
    values[match[1]] = match[2].trim();
  }
  return values;
}

/**
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function renderNginxConfig(template, values) {
  const used = new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]));
  const missing = [...used].filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`no value for ${missing.join(', ')}`);
  const unknown = Object.keys(values).filter((name) => !used.has(name));
  if (unknown.length > 0) throw new Error(`the template has no ${unknown.join(', ')}`);
  /** @param {string} name */
  const items = (name) => values[name].split(/\s+/);
  for (const [name] of Object.entries(values)) {
    if (!LISTS.has(name) && items(name).length > 1) {
      throw new Error(`${name} takes one value, got "${values[name]}"`);
    }
  }
  return template
    .split('\n')
    .flatMap((line) => {
      const list = [...line.matchAll(PLACEHOLDER)].map((m) => m[1]).find((n) => LISTS.has(n));
      const copies = list ? items(list).map((item) => ({ [list]: item })) : [{}];
      return copies.map((one) =>
        line.replace(PLACEHOLDER, (_whole, name) => one[name] ?? values[name]),
      );
    })
    .join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const envFile = process.argv[2];
  if (!envFile) {
    console.error('Usage: node deploy/nginx/render.mjs <env file> > ghumakkad.conf');
    process.exit(2);
  }
  try {
    const config = renderNginxConfig(
      readFileSync(NGINX_TEMPLATE, 'utf8'),
      parseEnvFile(readFileSync(envFile, 'utf8')),
    );
    process.stdout.write(config);
  } catch (error) {
    console.error(`${envFile}: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
