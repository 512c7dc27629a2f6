/** The browser leaves for the provider's checkout page (a full navigation: the provider is not one of our apps). */
export function leaveForCheckout(url: string): void {
  window.location.assign(url);
}
