require('@testing-library/jest-dom');
afterEach(() => {
  localStorage.clear();
});
// a lazily loaded page (a form brings its validator) may take more than the default second on a busy CI machine
// whose cores also run the api tests and the browser journeys
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
