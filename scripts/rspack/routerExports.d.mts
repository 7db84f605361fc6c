/** See routerExports.mjs. */
export declare const ROUTER_EXPORTS: string[];
