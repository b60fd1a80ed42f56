import { createAppWebpackConfig, SHELL_PORT } from '@invest/mf';
import federation from './module-federation.config.ts';

export default createAppWebpackConfig({ ...federation, kind: 'host', port: SHELL_PORT, appDir: import.meta.dirname });
