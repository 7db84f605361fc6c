import '@tour/shared/tokens.css';
import './global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadRuntimeConfig } from '@tour/shared';
import { App } from './App';
import { startRemotes } from './registry/remoteRegistry';

async function start() {
  await Promise.all([startRemotes(), loadRuntimeConfig()]);
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
