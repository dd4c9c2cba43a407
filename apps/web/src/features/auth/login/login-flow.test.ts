import { describe, expect, it } from 'vitest';
import { createLoginFlow, loginFlowOwnsRoute, pathnameOf } from './login-flow';

describe('login flow state', () => {
  it('owns the route from the company login until the location shows where the flow went', () => {
    const flow = createLoginFlow();
    const seen: string[] = [];
    flow.subscribe(() => seen.push(flow.snapshot().phase));
    expect(loginFlowOwnsRoute(flow.snapshot())).toBe(false);

    flow.begin();
    expect(loginFlowOwnsRoute(flow.snapshot())).toBe(true);
    // `me` arrives while the router still shows /login: the flow keeps the route.
    flow.arrived('/login');
    expect(flow.snapshot()).toEqual({ phase: 'logging-in' });

    flow.navigate('/login', '/product/5?from=list');
    expect(flow.snapshot()).toEqual({ phase: 'navigating', from: '/login', to: '/product/5' });
    flow.arrived('/login');
    expect(loginFlowOwnsRoute(flow.snapshot())).toBe(true);
    flow.arrived('/product/5');
    expect(flow.snapshot()).toEqual({ phase: 'idle' });
    expect(seen).toEqual(['logging-in', 'navigating', 'idle']);
  });

  it('ends when a route the flow went to redirects elsewhere at once', () => {
    const flow = createLoginFlow();
    flow.begin();
    flow.navigate('/login', '/changeCell');
    flow.arrived('/account/8');
    expect(loginFlowOwnsRoute(flow.snapshot())).toBe(false);
  });

  it('ends at once when the login fails or finishes in the dialog', () => {
    const flow = createLoginFlow();
    flow.begin();
    flow.end();
    expect(loginFlowOwnsRoute(flow.snapshot())).toBe(false);
    // An arrival without a flow changes nothing.
    flow.arrived('/');
    expect(flow.snapshot()).toEqual({ phase: 'idle' });
  });

  it('stops telling listeners once they unsubscribe', () => {
    const flow = createLoginFlow();
    let calls = 0;
    const unsubscribe = flow.subscribe(() => {
      calls += 1;
    });
    flow.begin();
    unsubscribe();
    flow.end();
    expect(calls).toBe(1);
  });
});

describe('pathnameOf', () => {
  it('drops the query and fragment of a route', () => {
    expect(pathnameOf('/product/5?x=1')).toBe('/product/5');
    expect(pathnameOf('/verified#top')).toBe('/verified');
    expect(pathnameOf('/')).toBe('/');
    expect(pathnameOf('?x=1')).toBe('/');
  });
});
