export declare const SHARED_SINGLETONS: readonly string[];
