export declare function devRemotesMiddleware<T>(middlewares: T[]): T[];
