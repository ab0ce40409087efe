import { describe, expect, it } from 'vitest';
import { businessPhone, dialledDigits, telHref } from './phone';

const carmel = { phone: '(317) 555-0142', isPrimary: true };
const fishers = { phone: '(317) 555-0177', isPrimary: false };

describe('the number a business is called on (decision 012)', () => {
  it("is the business's own number, which the owner keeps in Business Info", () => {
    expect(businessPhone({ phone: '(317) 555-0199' }, [carmel, fishers])).toBe('(317) 555-0199');
  });

  it("falls back to the primary location's number, never another location's", () => {
    expect(businessPhone({ phone: null }, [fishers, carmel])).toBe('(317) 555-0142');
    expect(businessPhone({ phone: '  ' }, [carmel])).toBe('(317) 555-0142');
    expect(businessPhone({ phone: null }, [fishers])).toBeNull();
    expect(businessPhone({ phone: null }, [])).toBeNull();
  });

  it('dials the digits of a number however it was typed', () => {
    expect(dialledDigits('(317) 555-0142')).toBe(dialledDigits('317.555.0142'));
    expect(telHref('+1 (317) 555-0142')).toBe('tel:+13175550142');
  });
});
