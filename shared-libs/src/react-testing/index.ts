export { fakeProps, renderPage } from './renderPage';
