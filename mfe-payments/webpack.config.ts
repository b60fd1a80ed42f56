import { createAppWebpackConfig } from '@invest/mf/build';

/** This app's federation name, port and exposed module are its row of the apps table (libs/mf/src/apps.ts). */
export default createAppWebpackConfig({ app: 'payments', appDir: import.meta.dirname });
