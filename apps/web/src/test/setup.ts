import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// A route's page is a lazy chunk: the first `findBy…` of a test file waits for Vite to transform that page's whole
// module graph, which takes seconds when the server's tests share the two cores (CI saw 5 s run out). The waits
// below only matter when something is missing; a passing test returns as soon as it finds what it looks for.
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 45_000 });
