import { createAppWebpackConfig, REMOTES } from '@invest/mf';
import federation from './module-federation.config.ts';

export default createAppWebpackConfig({ ...federation, kind: 'remote', port: REMOTES.onboarding.port, appDir: import.meta.dirname });
