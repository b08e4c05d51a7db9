import { mountStandalone } from 'shared-libs/react';
import { lifecycles } from './exposes/lifecycles';

// Standalone dev page only; the host loads ./lifecycles through remoteEntry.js.
void mountStandalone(lifecycles, 'mfe_marketing');
