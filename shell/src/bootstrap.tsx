import '@tour/shared/tokens.css';
import './global.css';
import { StrictMode } from 'react';
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
