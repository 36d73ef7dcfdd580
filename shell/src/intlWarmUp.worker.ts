// Runs in a worker, off the page's main thread: see warmUpIntl.ts.
const scope = self as unknown as { onmessage: ((event: MessageEvent<string>) => void) | null; postMessage: (message: string) => void };

scope.onmessage = (event) => {
  const locale = event.data;
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(0);
  new Intl.NumberFormat(locale).format(0);
  scope.postMessage(locale);
};

export {};
