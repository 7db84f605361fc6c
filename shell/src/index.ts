// The federation runtime starts while this file runs; the bootstrap (React, the shared modules,
// the app) starts in a later task, so the browser gets a turn in between instead of one long task.
setTimeout(() => void import('./bootstrap'));
