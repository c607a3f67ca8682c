/**
 * Offers (issue 13, decision 28): discount codes in the shop, the welcome discount, the time-bonus
 * banner and popup, the deletion flow's offers, and the API's refusals of a code. 'Code not
 * found' and 'Code already used' are verbatim from spec section 5.
 */
export const offersEn = {
  'api.discount_code_not_found': 'Code not found',
  'api.discount_code_used': 'Code already used',
  'api.discount_code_held':
    'This code is reserved for a payment you started. Complete or cancel that payment first, or try again later.',
  'api.discount_code_expired': 'This code has expired.',
  'api.discount_code_country': 'This code is not valid in your country.',
  'api.discount_code_not_eligible':
    'This offer is only for new members, before their first purchase.',
  'api.discount_code_minimum':
    'This code is only valid for a larger order. Choose a bigger bundle.',
  'api.discount_code_not_better':
    'Your time bonus or welcome discount gives you more than this code, so it stays applied.',
  'api.discount_code_method':
    'This code is not valid with this payment method. Choose another method.',

  'offers.code_label': 'Discount code',
  'offers.code_apply': 'Apply',
  'offers.code_remove': 'Remove code',
  'offers.code_applied': 'Code {code}: {percentage}% off',
  'offers.time_bonus_applied': 'Time bonus: {percentage}% off your first credits',
  'offers.welcome_applied': 'Welcome discount: {percentage}% off your first credits',
  'offers.held_time_bonus_pending':
    'Your time bonus ({percentage}% off) is reserved for a payment that is being processed. If that payment does not go through, you can use it on another bundle.',
  'offers.held_welcome_pending':
    'Your welcome discount ({percentage}% off) is reserved for a payment that is being processed. If that payment does not go through, you can use it on another bundle.',
  'offers.held_open': 'Open that payment',
  'offers.valid_until': 'Valid until {date}',
  'offers.minimum': 'For orders of {amount} or more',
  'offers.methods_only': 'Only with {methods}',
  'offers.not_on_bundle': 'The code does not apply to this bundle',
  'offers.original_price': 'Original price',
  'offers.discounted_price': 'Price with discount',
  'offers.order_discount': 'Discount {code} ({percentage}%)',
  'offers.paid_discount': 'Discount code {code}: {amount} off',

  'offers.banner': 'Time bonus: {percentage}% off your first credits. Ends in {time}',
  'offers.banner_cta': 'Get {percentage}% off',
  'offers.modal_title': 'Act fast: {percentage}% off for 4 hours',
  'offers.modal_body':
    'As a new member you get {percentage}% off your first credits, only within 4 hours of signing up. Time left: {time}',
  'offers.modal_cta': 'Buy credits with {percentage}% off',
  'offers.modal_dismiss': 'No, thanks',

  'offers.retention_title': 'Stay for less',
  'offers.retention_text': 'Get {percentage}% off your next credits with a personal discount code.',
  'offers.retention_claim': 'Get my discount code',
  'offers.retention_code': 'Your personal code: {code}',
  'offers.retention_use': 'Use it in the shop',
  'offers.trial_title': 'Try a trial package',
  'offers.trial_text': 'The smallest bundle: {credits} for {price}, no subscription.',
  'offers.trial_link': 'Try the trial package',
} as const;
