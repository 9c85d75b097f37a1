require('@testing-library/jest-dom');
afterEach(() => {
  localStorage.clear();
});
// a lazily loaded page (a form brings its validator) may take more than the default second on a busy CI machine
// whose cores also run the api tests and the browser journeys
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
// every app's catalogues, as each app registers them when it loads (a component tested alone still shows its messages
// with values in English, and in Bangla when a test chooses it)
for (const app of ['shell', 'mf-account', 'mf-funds', 'mf-games', 'mf-exchange', 'mf-support']) require(`../${app}/src/i18n.ts`);
