// Test set-up for components that render the shell. jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time. Import this
// module first in a test that renders the router.
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

// Build-time constants of the webpack preset (infra/presets/webpack.preset.ts).
g.__CONTRACT_VERSION__ ??= 1;
g.__ACCEPTED_CONTRACT_VERSIONS__ ??= [g.__CONTRACT_VERSION__];
