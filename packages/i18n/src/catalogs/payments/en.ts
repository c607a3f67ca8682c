/**
 * The credits shop, checkout, premium, pricing, orders and repeat order (issue 10). Texts quoted
 * in spec sections 4 and 8 are verbatim. Counted words are ICU plurals (see format.ts): English
 * needs the forms one and other, Polish one, few, many and other.
 */
export const paymentsEn = {
  'payments.credits': '{count, plural, one {# credit} other {# credits}}',

  'payments.shop_title': 'Buy credits',
  'payments.shop_intro':
    'Credits let you chat, send photos and gifts. Your first purchase makes you a premium member.',
  'payments.balance': 'Your balance',
  'payments.popular': 'Most popular',
  'payments.price_per_credit': '{price} per credit',
  'payments.select': 'Select',
  'payments.select_bundle': 'Select {credits} for {price}',
  'payments.no_bundles': 'There are no credit bundles for your country yet.',
  'payments.methods_heading': 'Pay safely with',
  'payments.vat_note': 'All prices include VAT. No subscription: you pay once per bundle.',
  'payments.repeat_link': 'Buy your last bundle again',
  'payments.orders_link': 'Your orders',
  'payments.login_required': 'Log in to buy credits.',

  'payments.method_creditcard': 'Credit card',
  'payments.method_sct': 'Bank transfer',
  'payments.method_sdd': 'SEPA direct debit',

  'payments.checkout_title': 'Checkout',
  'payments.your_order': 'Your order',
  'payments.choose_method': 'Choose a payment method',
  'payments.pay_with': 'Pay with {method}',
  'payments.total': 'Total',
  'payments.other_bundle': 'Choose another bundle',
  'payments.redirecting': 'Taking you to the payment page…',
  'payments.checking': 'Checking your payment…',
  'payments.pending_title': 'Your payment is being processed',
  'payments.pending_text':
    'This can take a moment. This page updates by itself as soon as the payment is confirmed.',
  'payments.pending_order_text':
    'The payment provider has not confirmed this payment yet. As soon as it does, your credits are added; if the payment does not go through, this order says so.',
  'payments.complete': 'Payment complete',
  'payments.complete_text': 'Your credits have been added to your account.',
  'payments.new_balance': 'New balance',
  'payments.continue': 'Continue',
  'payments.failed': 'Payment failed or has been cancelled.',
  'payments.failed_text': 'No money has been taken. Try again or choose another payment method.',
  'payments.try_again': 'Try again with {method}',
  'payments.other_methods': 'Other payment methods',
  'payments.payment_failed': 'Payment failed',
  'payments.card_failed': 'Credit card payment failed',
  'payments.card_failed_text':
    'The payment could not be completed with your stored card. Enter your card details manually, or try another card or payment method.',
  'payments.enter_card': 'Enter card details',
  'payments.pay_paypal': 'Pay with PayPal',
  'payments.method_unavailable': 'This payment method is not available here.',

  'payments.premium_title': 'Become a premium member',
  'payments.premium_intro':
    'Any credit purchase makes you a premium member, for good: premium stays when your credits run out.',
  'payments.premium_photos': 'See all photos of every member',
  'payments.premium_uploads':
    'Upload up to {count, plural, one {# photo} other {# photos}} instead of {free}',
  'payments.premium_nav': 'Your credit balance in the menu instead of Get Premium',
  'payments.premium_chance': 'Premium members have a 46% higher chance of a match',
  'payments.premium_bundles': 'Choose your bundle',
  'payments.premium_already': 'You are a premium member. Thank you!',
  'payments.premium_benefits': 'What premium gives you',

  'payments.pricing_title': 'Pricing',
  'payments.pricing_intro':
    'Signing up and building your profile are free. Chatting costs credits, bought in bundles: no subscription, no hidden costs.',
  'payments.pricing_bundles': 'Credit bundles',
  'payments.pricing_costs': 'What costs credits',
  'payments.cost_message': 'A message',
  'payments.cost_photo': 'A photo in a chat',
  'payments.cost_gift': 'A gift',
  'payments.pricing_refund':
    'Within {refund_days, plural, one {# day} other {# days}} of a purchase you can ask for the unused credits back.',
  'payments.pricing_signup': 'Sign up for free',
  'payments.bundle': 'Bundle',
  'payments.price': 'Price',

  'payments.orders_title': 'Your orders',
  'payments.no_orders': 'You have not bought any credits yet.',
  'payments.order_number': 'Order {id}',
  'payments.date': 'Date',
  'payments.status': 'Status',
  'payments.amount': 'Amount',
  'payments.method': 'Payment method',
  'payments.credits_heading': 'Credits',
  'payments.details': 'Details',
  'payments.status_open': 'Open',
  'payments.open_text':
    'This payment has not been completed. On the payment page you can complete it or cancel it.',
  'payments.open_continue': 'Go to the payment page',
  'payments.status_pending': 'Processing',
  'payments.status_paid': 'Paid',
  'payments.status_failed': 'Failed',
  'payments.status_canceled': 'Cancelled',
  'payments.status_expired': 'Expired',
  'payments.status_refunded': 'Refunded',
  'payments.receipt': 'Receipt',
  'payments.print': 'Print receipt',
  'payments.seller': 'Seller',
  'payments.customer': 'Customer',
  'payments.vat_number': 'VAT number',
  'payments.coc_number': 'Chamber of Commerce number',
  'payments.total_incl_vat': 'Total incl. VAT',
  'payments.paid_at': 'Paid on',
  'payments.receipt_discount': 'Discount code {code}',
  'payments.receipt_refunded': 'Refunded on {date}: {amount}',
  'payments.all_orders': 'All orders',
  'payments.refund_button': 'Ask for the unused credits back',
  'payments.refund_explained':
    'Until {date} you can ask for the credits of this purchase that you have not used back. Their price is refunded to your payment method.',
  'payments.refund_confirm':
    'Refund the unused credits of this purchase? They are taken from your balance.',
  'payments.refund_done': 'Your refund has been started.',
  'payments.refund_none_left': 'All credits of this purchase have been used.',
  'payments.refunded_amount': 'Refunded: {amount}',
  'payments.charged_back': 'Reversed by your bank',
  'payments.charged_back_on': '{date}: {amount}',
  'payments.receipt_charged_back': 'Reversed by the payer’s bank on {date}: {amount}',
  'payments.refunded_title': 'This purchase has been refunded',
  'payments.refunded_text':
    'Its unused credits were taken back and the amount went back to you, by us or by your bank. The order shows the details.',
  'payments.view_order': 'View the order',

  'payments.repeat_title': 'Repeat order',
  'payments.repeat_text': 'Buy {credits} again for {price} with your saved card, in one step.',
  'payments.repeat_buy': 'Buy again',
  'payments.saved_card': 'Saved card',
  'payments.card_label': '{brand} ending in {last4}',
  'payments.card_expires': 'Valid until {expiry}',
  'payments.remove_card': 'Remove card',
  'payments.card_removed': 'Your card has been removed.',
  'payments.no_saved_card':
    'You have no saved card. Pay once by credit card and you can buy again here in one step.',
} as const;
