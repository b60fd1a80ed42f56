import { mountStandalone } from '@invest/platform/standalone';
import { routes } from './routes.js';

// Standalone mode (npm run dev / serve in this folder): the remote runs with its own router and store.
mountStandalone({ name: 'mfe_payments', routes });
