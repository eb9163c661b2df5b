import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'tv', include: ['**/*.test.ts'] } });
