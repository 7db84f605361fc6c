import type { AppName } from './ports.mjs';

export interface WorkspacePart {
  name: AppName | 'shared';
  kind: 'shell' | 'remote' | 'api' | 'library';
  key?: string;
  port?: number;
  portEnv?: string;
}
export declare const WORKSPACE_PARTS: readonly WorkspacePart[];
export declare const BROWSER_APPS: AppName[];
export declare const REACT_FOLDERS: string[];
export declare const DEFAULT_PORTS: Record<AppName, number>;
export declare function portsFromEnv(
  env?: Record<string, string | undefined>,
): Record<AppName, number>;
export declare function portsFrom(shellPort: number): Record<AppName, number>;
export declare const REMOTE_APPS_BY_KEY: Record<
  'catalogue' | 'blog' | 'booking' | 'assistant',
  AppName
>;
