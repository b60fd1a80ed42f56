import type { RemoteFederationConfig } from '@invest/mf';

/** This remote's federation name and the one module it exposes: its route table. */
export default {
  name: 'mfe_onboarding',
  exposes: { './routes': './src/routes.tsx' },
} satisfies RemoteFederationConfig;
