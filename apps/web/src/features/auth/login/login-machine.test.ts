import { describe, expect, it } from 'vitest';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import type { LoggedInUser } from './company-login';
import {
  companyBeingEntered,
  LOGIN_IDLE,
  type LoginEvent,
  type LoginState,
  loginBusy,
  loginReducer,
} from './login-machine';

const agreed: ProtocolEntry[] = [{ id: '1', type: 1, version: '2', isPopUp: true }];
const acme = { id: 'c1', companyName: '甲公司', uniformCode: '91440000000000001A' };
const beta = { id: 'c2', companyName: '乙公司', uniformCode: '91440000000000002B' };
const user = { id: 'u1', companyName: '甲公司', ifCertification: true } as LoggedInUser;

const states: Record<LoginState['step'], LoginState> = {
  idle: LOGIN_IDLE,
  checking: { step: 'checking' },
  consenting: { step: 'consenting' },
  'signing-in': { step: 'signing-in', agreed },
  'picking-company': { step: 'picking-company', companies: [acme, beta], agreed, viaPassword: false },
  'entering-company': { step: 'entering-company', companyId: 'c1', agreed, viaPassword: true },
  finishing: { step: 'finishing', user, viaPassword: true },
};

const events: LoginEvent[] = [
  { type: 'submit', check: true },
  { type: 'checked' },
  { type: 'consented', agreed },
  { type: 'companies-answered', companies: [acme], agreed, viaPassword: false },
  { type: 'company-chosen', companyId: 'c2', agreed, viaPassword: false },
  { type: 'handed-over' },
  { type: 'entered', user },
  { type: 'finished' },
];

/** The step each event leads to from the steps that expect it; every other step ignores it. */
const expected: Record<LoginEvent['type'], Partial<Record<LoginState['step'], LoginState['step']>>> = {
  submit: { idle: 'checking' },
  checked: { checking: 'consenting' },
  consented: { consenting: 'signing-in' },
  'companies-answered': { idle: 'entering-company', 'signing-in': 'entering-company' },
  'company-chosen': { idle: 'entering-company' },
  'handed-over': { 'picking-company': 'idle' },
  entered: { 'entering-company': 'finishing' },
  finished: { finishing: 'idle' },
  stopped: {},
};

describe('login machine', () => {
  it('walks a password login with one company from the submit to its end', () => {
    let state = loginReducer(LOGIN_IDLE, { type: 'submit', check: true });
    expect(state).toEqual({ step: 'checking' });
    state = loginReducer(state, { type: 'checked' });
    expect(state).toEqual({ step: 'consenting' });
    state = loginReducer(state, { type: 'consented', agreed });
    expect(state).toEqual({ step: 'signing-in', agreed });
    state = loginReducer(state, { type: 'companies-answered', companies: [acme], agreed, viaPassword: true });
    expect(state).toEqual({ step: 'entering-company', companyId: 'c1', agreed, viaPassword: true });
    state = loginReducer(state, { type: 'entered', user });
    expect(state).toEqual({ step: 'finishing', user, viaPassword: true });
    expect(loginReducer(state, { type: 'finished' })).toBe(LOGIN_IDLE);
  });

  it('goes straight to the protocols when the form asks for no slider', () => {
    expect(loginReducer(LOGIN_IDLE, { type: 'submit', check: false })).toEqual({ step: 'consenting' });
  });

  it('hands a login with several companies to /changeCompany', () => {
    const state = loginReducer(states['signing-in'], {
      type: 'companies-answered',
      companies: [acme, beta],
      agreed,
      viaPassword: false,
    });
    expect(state).toEqual({ step: 'picking-company', companies: [acme, beta], agreed, viaPassword: false });
    expect(loginReducer(state, { type: 'handed-over' })).toBe(LOGIN_IDLE);
  });

  it('ends a login whose answer lists no company', () => {
    const event: LoginEvent = { type: 'companies-answered', companies: [], agreed, viaPassword: false };
    expect(loginReducer(states['signing-in'], event)).toBe(LOGIN_IDLE);
  });

  it.each<[string, LoginEvent]>([
    [
      'continues a provider callback from idle with the protocols agreed before leaving',
      { type: 'companies-answered', companies: [beta], agreed, viaPassword: true },
    ],
    [
      'enters the company picked on /changeCompany',
      { type: 'company-chosen', companyId: 'c2', agreed, viaPassword: true },
    ],
  ])('%s', (_case, event) => {
    expect(loginReducer(LOGIN_IDLE, event)).toEqual({
      step: 'entering-company',
      companyId: 'c2',
      agreed,
      viaPassword: true,
    });
  });

  it('returns to idle from every step when the user stops or a step fails', () => {
    for (const state of Object.values(states)) expect(loginReducer(state, { type: 'stopped' })).toBe(LOGIN_IDLE);
  });

  it('ignores every event the current step does not expect', () => {
    for (const event of events) {
      for (const [step, state] of Object.entries(states) as [LoginState['step'], LoginState][]) {
        const next = loginReducer(state, event);
        const to = expected[event.type][step];
        if (to) expect(next.step, `${event.type} from ${step}`).toBe(to);
        else expect(next, `${event.type} from ${step}`).toBe(state);
      }
    }
  });

  it('shows the form busy while a login runs, not once it is handed over or over', () => {
    const busy = Object.values(states)
      .filter(loginBusy)
      .map((state) => state.step);
    expect(busy).toEqual(['checking', 'consenting', 'signing-in', 'entering-company', 'finishing']);
  });

  it('names the company being logged into, for /changeCompany', () => {
    expect(companyBeingEntered(states['entering-company'])).toBe('c1');
    expect(companyBeingEntered(states.finishing)).toBeNull();
    expect(companyBeingEntered(LOGIN_IDLE)).toBeNull();
  });
});
