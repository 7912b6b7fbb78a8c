/** The types of server-flags.mjs, for the tests that start the built server as `npm start` does. */
export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ALLOCATOR_ENV: Record<string, string>;
