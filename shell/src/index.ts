import { nextTask } from './nextTask';

// The async boundary: shared modules are negotiated before any of the app's code runs. In a task
// of its own, so evaluating the federation runtime and starting the app are not one long task.
void nextTask().then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
