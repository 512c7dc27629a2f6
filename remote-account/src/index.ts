// Async boundary: only the standalone dev page runs this; the host uses remoteEntry.js.
import('./bootstrap');
