/**
 * ESLint rule `boundaries/no-cross-app-import`: resolves each import and reports one that lands
 * in another app's folder (or names another app's package). Apps share only @tour/shared and
 * federated modules; @tour/shared depends on no app.
 */
import path from 'node:path';
import { WORKSPACE_PARTS } from '../apps.mjs';
import { REPO_ROOT } from '../repoRoot.mjs';

/** The folders the rule keeps apart: every part of the workspace (scripts/apps.mjs). */
export const APPS = WORKSPACE_PARTS.map((part) => part.name);

function topFolder(absolutePath) {
  const relative = path.relative(REPO_ROOT, absolutePath);
  return relative.startsWith('..') ? null : relative.split(path.sep)[0];
}

/** The app folder an import specifier points into, or null for packages and own files. */
export function targetApp(fromFile, specifier) {
  if (specifier.startsWith('.')) return topFolder(path.resolve(path.dirname(fromFile), specifier));
  const bare = specifier.split('/')[0];
  return APPS.includes(bare) ? bare : null;
}

const noCrossAppImport = {
  meta: {
    type: 'problem',
    messages: {
      crossApp:
        '{{from}} must not import {{to}}’s source: use @tour/shared, or render the module through RemoteSlot.',
    },
    schema: [],
  },
  create(context) {
    const fromApp = topFolder(context.filename);
    if (!APPS.includes(fromApp)) return {};
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const toApp = targetApp(context.filename, specifier);
      if (toApp && toApp !== fromApp && APPS.includes(toApp)) {
        context.report({
          node: node.source,
          messageId: 'crossApp',
          data: { from: fromApp, to: toApp },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const appBoundaries = { rules: { 'no-cross-app-import': noCrossAppImport } };
