import type { Compiler } from '@rspack/core';

/** The file the shell's browser build writes beside its index.html. */
export const CLIENT_ASSETS_FILE = 'client-assets.json';

/**
 * Writes the files of each named chunk group of the browser build (`bootstrap`, `page-faq`, …)
 * to client-assets.json, so the render server can link the stylesheets a page needs before it
 * paints and preload its scripts, instead of the browser finding them one after another.
 */
export class ClientAssetsPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ClientAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ClientAssetsPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '');
          const groups: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = group
              .getFiles()
              .filter((file) => !file.endsWith('.map'))
              .map((file) => publicPath + file);
          }
          compilation.emitAsset(CLIENT_ASSETS_FILE, new RawSource(JSON.stringify(groups)));
        },
      );
    });
  }
}
