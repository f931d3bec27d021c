/*
 * Test data shared by the tests of the money fields (`@site/validation/testing`): the library's
 * own, libs/ui's AmountInput, the three money forms of apps/web and the money e2e. Not part of
 * the library's face (index.ts).
 */

/**
 * Inputs a money field must refuse (issue #35 item 5), each beside the number the old repairing
 * rule made of it. Every one reached the confirm step as that other number (or vanished without
 * a word); now each stays in the field as typed, refused with its reason, and nothing is sent.
 */
export const BAD_AMOUNT_INPUTS: readonly { input: string; oldRepair: string }[] = [
  // The seven, on deposit, withdrawal and transfer alike.
  { input: '-5', oldRepair: '5' },
  { input: '2-1', oldRepair: '21' },
  { input: '1e2', oldRepair: '12' },
  { input: '0x64', oldRepair: '64' },
  { input: '.5', oldRepair: '0.5 (typed: 5)' },
  { input: '1.2.3', oldRepair: '1.23' },
  { input: '1e309', oldRepair: '1309' },
  // Signs, separators, currency and words around a number.
  { input: '+5', oldRepair: '5' },
  { input: '1,000', oldRepair: '1000' },
  { input: '¥100', oldRepair: '100' },
  { input: '100元', oldRepair: '100' },
  { input: ' 100', oldRepair: '100' },
  { input: '1 000', oldRepair: '1000' },
  { input: '-0.5', oldRepair: '0.5' },
  { input: '1e-2', oldRepair: '12' },
  { input: 'Infinity', oldRepair: '(empty)' },
  // Full-width digits and points (a Chinese IME in full-width mode) and Chinese numerals.
  { input: '１２３', oldRepair: '123' },
  { input: '１２３．４５', oldRepair: '123.45' },
  { input: '100。5', oldRepair: '100.5' },
  { input: '一百', oldRepair: '(empty)' },
  { input: '壹佰', oldRepair: '(empty)' },
  { input: '٣', oldRepair: '(empty)' },
  // The shape of an amount: points, decimals, size.
  { input: '.', oldRepair: '(empty)' },
  { input: '1.234', oldRepair: '1.23' },
  { input: '1..5', oldRepair: '1.5' },
  { input: '1000000000000', oldRepair: '1000000000000 (sent; 13 whole digits)' },
  { input: '99999999999999999999', oldRepair: '1e20 as a number' },
];
