import { useEffect, useState } from 'react';
import {
  DEFAULT_RUNTIME_CONFIG,
  knownRuntimeConfig,
  loadRuntimeConfig,
  type RuntimeConfig,
} from './runtimeConfig';

/**
 * The runtime config for rendering. A server-rendered page knows it from the first render (the
 * HTML carries it), so the phone number never flashes a placeholder; otherwise defaults until
 * /config.json has arrived.
 */
export function useRuntimeConfig(): RuntimeConfig {
  const [config, setConfig] = useState(() => knownRuntimeConfig() ?? DEFAULT_RUNTIME_CONFIG);
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
