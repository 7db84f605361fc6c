/**
 * The gate's question to the site's API: does it still accept what a build sends? A remote that
 * sends requests to the API records one of each in its build (federation-contract.json
 * `apiRequests`, mf-booking's src/api/apiRequests.ts); before such a build goes live, as a
 * release, a canary, a promotion or a rollback, they are sent to the live API's POST /leads/check,
 * which validates each as its route would and stores nothing. A build whose forms the API would
 * refuse is refused, so a rollback to an old booking remote never loses every lead in silence.
 */

/** How long the check may take: it can run under the registry's lock (a rollback). */
const CHECK_TIMEOUT_MS = 5000;

/**
 * @param {{ label: string, apiRequests?: { name: string, path: string, body: object }[] }} target
 *   the build as the gate sees it (commands.mjs artifactOf)
 * @param {string | undefined} apiUrl the site's API (RELEASE_HEALTH_URL); none: not checked
 * @returns {Promise<{ problems: string[], notes: string[] }>} problems refuse the change; notes
 *   say what was checked, or warn that it could not be
 */
export async function checkApiRequests(target, apiUrl) {
  const requests = target.apiRequests ?? [];
  if (requests.length === 0 || !apiUrl) return { problems: [], notes: [] };
  const url = new URL('/leads/check', apiUrl);
  let results;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requests: requests.map(({ path, body }) => ({ path, body })) }),
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    results = (await response.json())?.data?.results;
    if (!Array.isArray(results) || results.length !== requests.length) {
      throw new Error('its answer is not a check of these requests');
    }
  } catch (error) {
    // An API that cannot answer takes no leads either; the release manager is told, loudly, to
    // check again once it answers, rather than kept from rolling back during an outage.
    return {
      problems: [],
      notes: [
        `warning: what ${target.label} sends to the API was not checked at ${url.origin} (${error.message}); check it before visitors send leads: --check with RELEASE_HEALTH_URL set to the live API`,
      ],
    };
  }
  const problems = results.flatMap((result, index) => {
    if (result?.accepted === true) return [];
    const { name, path } = requests[index];
    const errors = Array.isArray(result?.errors)
      ? result.errors.map((e) => `${e.field}: ${e.message}`).join('; ')
      : 'no reason given';
    return [`${target.label}: the API at ${url.origin} refuses its ${name} (${path}): ${errors}`];
  });
  const names = requests.map((request) => request.name).join(', ');
  return {
    problems,
    notes: problems.length === 0 ? [`the API at ${url.origin} accepts its ${names}`] : [],
  };
}
