// The media tooling (DESIGN.md): pure TypeScript, no React, no Fastify.
export * from './manifest/presentation.ts';
export * from './manifest/content-protection.ts';
export * from './manifest/vod-manifest.ts';
export * from './manifest/live-manifest.ts';
