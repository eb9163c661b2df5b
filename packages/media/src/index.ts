// The media tooling (DESIGN.md): pure TypeScript, no React, no Fastify.
export {};
