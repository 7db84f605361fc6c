import { useEffect, useState } from 'react';
import { DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, type RuntimeConfig } from './runtimeConfig';

let resolved: RuntimeConfig | null = null;

/** The runtime config for rendering: defaults until /config.json has arrived, then its values. */
export function useRuntimeConfig(): RuntimeConfig {
  const [config, setConfig] = useState(resolved ?? DEFAULT_RUNTIME_CONFIG);
  useEffect(() => {
    let active = true;
    loadRuntimeConfig().then((loaded) => {
      resolved = loaded;
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
