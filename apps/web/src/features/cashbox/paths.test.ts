import { describe, expect, it } from 'vitest';
import { cashboxPathTarget, cashboxSearch } from './paths';

describe('PAY-01 cashbox paths', () => {
  it('PAY-01 every cashbox path opens its named popup', () => {
    expect(cashboxPathTarget('/cashbox')?.popup).toBe('modal-cashbox-dashboard');
    expect(cashboxPathTarget('/dashboard')?.popup).toBe('modal-cashbox-dashboard');
    expect(cashboxPathTarget('/deposit')?.popup).toBe('modal-cashbox-step-deposit');
    expect(cashboxPathTarget('/accounts/12/deposit')).toEqual({ popup: 'modal-cashbox-step-deposit', params: { account: '12' } });
    expect(cashboxPathTarget('/deposit-bonus')).toEqual({ popup: 'modal-cashbox-step-deposit', params: { bonus: '1' } });
    expect(cashboxPathTarget('/withdraw')?.popup).toBe('modal-cashbox-step-withdraw');
    expect(cashboxPathTarget('/deposit-fast')?.popup).toBe('modal-cashbox-deposit-one-click');
    expect(cashboxPathTarget('/accounts/x/deposit')).toBeNull();
  });

  it('PAY-02 the popup goes into the query, other parameters stay, cashbox ones are replaced', () => {
    expect(cashboxSearch('?utm=a&account=3', 'modal-cashbox-step-withdraw')).toBe('?utm=a&popup=modal-cashbox-step-withdraw');
    expect(cashboxSearch('', 'modal-cashbox-step-deposit', { account: '7' })).toBe('?popup=modal-cashbox-step-deposit&account=7');
    expect(cashboxSearch('?popup=modal-cashbox-dashboard', null)).toBe('');
  });
});
