// The matchers that tooling/test/setup-dom.ts installs, for the type checker of every package with component tests.
/// <reference types="@testing-library/jest-dom/vitest" />
