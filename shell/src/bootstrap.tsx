import '@tour/shared/tokens.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@tour/shared';
import { App } from './App';
import { fetchRemotesManifest, registerRemoteEntries } from './registry/remoteRegistry';

async function start() {
  const [manifest] = await Promise.all([
    fetchRemotesManifest().catch((error: unknown) => {
      // Without the registry every slot shows its fallback; the shell itself still works.
      console.error('[remotes] /remotes.json could not be loaded', error);
      return {};
    }),
    loadRuntimeConfig(),
  ]);
  registerRemoteEntries(manifest);
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition so React works in short slices instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
}

void start();
