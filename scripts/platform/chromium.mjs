// Debian's chromium, never a downloaded browser, with the flags this machine needs (../shared/ARCHITECTURE.md §6):
// without the background-networking ones it keeps dialling hosts the closed network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
