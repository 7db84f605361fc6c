export declare const SHARED_SINGLETONS: readonly string[];
export declare const REMOTE_ONLY_SINGLETONS: readonly string[];
