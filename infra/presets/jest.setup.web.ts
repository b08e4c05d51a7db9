import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Two jest workers on a 2-core machine (jest.config.js): a wait for a lazy chunk or a locale's
// data can pass 1 s, Testing Library's default; a wait still returns as soon as it passes.
configure({ asyncUtilTimeout: 5000 });
