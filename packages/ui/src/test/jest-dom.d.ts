// The matchers that tooling/test/setup-dom.ts installs, for the type checker.
/// <reference types="@testing-library/jest-dom/vitest" />
