// A worker (see warmUpIntl.ts), sent as it is: a date and a number formatter in the locale it is given, then its answer.
self.onmessage = (event) => {
  new Intl.DateTimeFormat(event.data, { day: 'numeric', month: 'short', year: 'numeric' }).formatToParts(0);
  new Intl.NumberFormat(event.data).format(0);
  self.postMessage(event.data);
};
