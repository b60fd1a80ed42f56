import { readGatewayConfig, type PlatformGatewayConfig } from '@invest/mf/runtime';
import { useEffect, useState } from 'react';

export interface GatewayConfigState {
  /** The gateway's checkout, or null when the platform config names none (a remote standalone). */
  gateway: PlatformGatewayConfig | null;
  loading: boolean;
}

/** The payment gateway of the platform config (the script to load, whether it is the sandbox). */
export function useGatewayConfig(): GatewayConfigState {
  const [state, setState] = useState<GatewayConfigState>({ gateway: null, loading: true });
  useEffect(() => {
    let wanted = true;
    void readGatewayConfig().then((gateway) => {
      if (wanted) setState({ gateway, loading: false });
    });
    return () => {
      wanted = false;
    };
  }, []);
  return state;
}
