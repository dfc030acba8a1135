import type { ReactNode } from 'react';
import { MockApiProvider, type MockRequest, type MockResponses } from './mock';

/** A MockApiProvider wrapper for renderHook that records every request it answers. */
export function mockApi(responses: MockResponses) {
  const calls: MockRequest[] = [];
  const onRequest = (request: MockRequest) => {
    calls.push(request);
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockApiProvider responses={responses} onRequest={onRequest}>
      {children}
    </MockApiProvider>
  );
  /** The requests sent as `'METHOD /api/path'`. */
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.url}` === route);
  return { calls, callsTo, wrapper };
}
