// Each rule of a players' form is one object: the form's field and what the api checks with (api/src/modules/funds
// runs depositAmountForm, withdrawalRequestForm and makePaymentForm from the contract's index), and the pages take
// the very same objects through their import path (rules/schemas).
import * as contract from './index';
import * as forms from './forms';
import * as pages from '../rules/schemas';

/** A field's JSON Schema pattern (TypeBox types the keyword loosely). */
const patternOf = (field: object) => (field as { pattern?: string }).pattern;

describe('one rule, one object', () => {
  it("the api's checks are the forms' own fields", () => {
    for (const ewallet of [true, false]) expect(forms.depositForm(ewallet).properties.amount).toBe(contract.depositAmountForm.properties.amount);
    expect(forms.withdrawalForm.properties.amount).toBe(contract.withdrawalRequestForm.properties.amount);
    expect(forms.withdrawalForm.properties.account).toBe(contract.withdrawalRequestForm.properties.account);
  });

  it('the pages import the same form objects the api does', () => {
    for (const name of ['makePaymentForm', 'depositAmountForm', 'withdrawalRequestForm', 'changePasswordForm', 'forgotResetForm', 'signupForm'] as const)
      expect(pages[name]).toBe(contract[name]);
  });

  it("a field's pattern is the contract's one rule (the amount's is parsePoisha's, the account's and TRX ID's theirs)", () => {
    expect(patternOf(contract.depositAmountForm.properties.amount)).toBe(contract.AMOUNT_RE.source);
    expect(patternOf(contract.withdrawalRequestForm.properties.account)).toBe(contract.WALLET_NUMBER_RE.source);
    expect(patternOf(contract.makePaymentForm.properties.phone)).toBe(contract.WALLET_NUMBER_RE.source);
    expect(patternOf(contract.makePaymentForm.properties.trx)).toBe(contract.TRX_ID_RE.source);
    // (both trim first: the field is x-trim)
    for (const typed of ['100', '100.5', '100.05', '1e3', '100.001', '-1', '1234567890'])
      expect(new RegExp(contract.AMOUNT_RE.source).test(typed)).toBe(contract.parsePoisha(typed) !== null);
  });
});
