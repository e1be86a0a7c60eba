import { describe, expect, it } from 'vitest';
import { planUrlLogin } from './urlLogin';

describe('planUrlLogin', () => {
  it('takes the token out of the query', () => {
    expect(planUrlLogin('?token=abc.def')).toEqual({ token: 'abc.def', search: '' });
  });

  it('keeps the other parameters', () => {
    expect(planUrlLogin('?inVitecode=K9&token=abc&tab=2')).toEqual({ token: 'abc', search: '?inVitecode=K9&tab=2' });
  });

  it('does nothing without a token or with an empty one', () => {
    expect(planUrlLogin('')).toBeNull();
    expect(planUrlLogin('?inVitecode=K9')).toBeNull();
    expect(planUrlLogin('?token=%20')).toBeNull();
  });
});
