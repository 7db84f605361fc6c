import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import {
  preloadRemoteModule,
  RemoteLoaderContext,
  RemoteSlot,
  RenderedRemotesContext,
  type RemoteModuleLoader,
} from '@tour/shared';
import { remotesLeftLoading } from './slotOutcome';

function Broken(): never {
  throw new Error('the blog throws when rendered');
}

const load = jest.fn(async (id: string) => ({
  default: id.startsWith('blog/') ? Broken : () => <p>a catalogue page</p>,
})) as unknown as RemoteModuleLoader;

it('names the remotes whose slot threw in a server render, and only those', async () => {
  // Loaded before the render, as the render server has them (warmServer).
  await preloadRemoteModule(load, 'blog/BlogsPage');
  await preloadRemoteModule(load, 'catalogue/HomePage');
  const rendered = new Map();
  const html = renderToString(
    <MemoryRouter>
      <RemoteLoaderContext.Provider value={load}>
        <RenderedRemotesContext.Provider value={rendered}>
          <RemoteSlot id="catalogue/HomePage" />
          <RemoteSlot id="blog/BlogsPage" />
        </RenderedRemotesContext.Provider>
      </RemoteLoaderContext.Provider>
    </MemoryRouter>,
  );
  expect(html).toContain('a catalogue page');
  expect(remotesLeftLoading(html)).toEqual(['blog']);
  expect([...rendered.keys()]).toEqual(['catalogue/HomePage', 'blog/BlogsPage']);
});

it('names nothing in a page whose slots all rendered', () => {
  expect(remotesLeftLoading('<main><p>a catalogue page</p></main>')).toEqual([]);
});
