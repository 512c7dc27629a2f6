// The reference host's entry: an async boundary, so the shared modules are set up before React is imported.
import('./bootstrap').catch((error: unknown) => console.error(error));
