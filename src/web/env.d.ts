// The browser app runs in a browser (the rest of Felt in Node) and imports its CSS through Vite.
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/// <reference types="vite/client" />
