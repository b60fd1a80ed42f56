import { createAppWebpackConfig, REMOTES } from '@invest/mf';
import federation from './module-federation.config.ts';

export default createAppWebpackConfig({ ...federation, kind: 'remote', port: REMOTES.payments.port, appDir: import.meta.dirname });
