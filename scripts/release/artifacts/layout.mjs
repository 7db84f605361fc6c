/**
 * The layout both stores share: a version lives under `<app>/<version>/`. Names are checked so
 * that a mistaken argument (an empty version, `..`) can never address the app's folder, a
 * sibling, or the hidden temp folders and markers, which all start with a dot.
 */
const NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]*$/;

/** `<app>/<version>` with `/` separators, after checking both names. */
export function versionPath(app, version) {
  for (const [what, name] of [
    ['app', app],
    ['version', version],
  ]) {
    if (typeof name !== 'string' || !NAME.test(name) || name.includes('..')) {
      throw new Error(`invalid ${what} name ${JSON.stringify(name)} for the artifact store`);
    }
  }
  return `${app}/${version}`;
}
