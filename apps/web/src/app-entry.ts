// The app shell's entry (index.html): the whole app, started in pieces.
//
// A module graph is evaluated in one go, and the app's was one task of about 300 ms on a slow phone (issue
// 15, decision 031). Here the libraries (React's DOM, react-aria, the router, zod) are evaluated first, then
// the browser gets its turn (to paint, to handle a tap), then the app's own modules, then the browser again,
// then the first render, which React itself cuts into pieces. No file waits for this: index.html preloads
// every file of both imports from the start (the build's `preloadAppEntryImports` plugin).

/** Lets the browser run what waits (a paint, an input) before the next piece of work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  await import('react-dom/client');
  await yieldToBrowser();
  const { startApp } = await import('./main');
  await yieldToBrowser();
  await startApp();
}

void start();
