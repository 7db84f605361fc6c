export type AppName = 'shell' | 'mf-catalogue' | 'mf-blog' | 'mf-booking' | 'mf-assistant' | 'api';
export declare const PORTS: Record<AppName, number>;
export declare const LISTEN_HOST: string;
export declare const REMOTES: Record<'catalogue' | 'blog' | 'booking' | 'assistant', AppName>;
export declare function remoteKey(app: string): keyof typeof REMOTES | undefined;
