// How `npm start` runs the built server: Node's flags and the allocator's settings. Shared with the
// process test that holds the server to its memory budget (decision 0055), so it measures what runs.

// A heap limit makes V8 collect before it grows: about 200 MB of memory under load instead of 300.
// A young generation of 4 MB semi-spaces (V8's default is 16) kept 50 purchasing users about
// 20 MB lower at the same throughput. On the embedded database, compiling PGlite's WebAssembly
// once, optimised, instead of first quickly and then again when hot, holds about 45 MB less and
// answers faster, for 1-1.5 s more at start (decision 0008).
// Measured again with evidence files out of the heap (decision 0036): under hostile uploads and case
// records a 112 MB cap lowered the peak little and slowed /healthz, so the cap stays 160 MB.
export const SERVER_NODE_FLAGS = [
  "--enable-source-maps",
  "--max-old-space-size=160",
  "--max-semi-space-size=4",
  "--no-liftoff",
];

// glibc's allocator: buffers over 128 KB (query results, PDFs) get their own mapping, returned
// when freed, instead of a raised threshold that leaves them stranded in the heap; and at most
// two arenas for the threads. On the embedded database the peak fell by about 30 MB.
export const SERVER_ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: "131072", MALLOC_ARENA_MAX: "2" };
