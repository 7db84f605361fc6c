export declare const TRACKING_PARAMETERS: readonly string[];
export declare const TRACKING_PREFIXES: readonly string[];
export declare function isTrackingParameter(name: string): boolean;
export declare function withoutTrackingParameters(pathAndQuery: string): string;
