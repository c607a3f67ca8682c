/**
 * Server texts of the credits shop and payments (issue 10): API errors, the sandbox provider's
 * hosted payment page and the receipt mail. Counted words are ICU plurals (see format.ts).
 */
export const paymentsServerEn = {
  'api.payment_method_unavailable': 'This payment method is not available here.',
  'api.payment_provider_unavailable':
    'The payment service cannot be reached right now. Please try again in a moment.',
  'api.no_saved_card':
    'There is no saved card for a repeat order. Choose a bundle and pay with your card once.',
  'api.refund_not_possible':
    'This purchase cannot be refunded: it is not paid, its refund period has ended, or its credits have been used.',
  'api.payment_conflict':
    'This order was already started with other details. Please reload the page and try again.',

  'sandbox.title': 'Sandbox payment',
  'sandbox.marker': 'Sandbox: this is a test payment, no money is charged.',
  'sandbox.order': 'Order',
  'sandbox.amount': 'Amount',
  'sandbox.method': 'Payment method',
  'sandbox.choose': 'Choose the outcome of this payment:',
  'sandbox.pay': 'Pay',
  'sandbox.fail': 'Fail',
  'sandbox.cancel': 'Cancel',
  'sandbox.pending': 'Leave pending',
  'sandbox.refuse_recurring':
    'Refuse later repeat orders with this card (to try a failed card payment)',
  'sandbox.finished': 'This payment is finished; nothing more can be done here.',
  'sandbox.not_found': 'This payment does not exist.',
  'sandbox.back': 'Back to the site',
  'sandbox.chargeback_hint': "Try a chargeback: the payer's bank takes this paid payment back.",
  'sandbox.chargeback': 'Charge back',
  'sandbox.charged_back': "The payer's bank took this payment back (chargeback).",
  'sandbox.reverse_chargeback_hint': "Try a won dispute: the payer's bank gives the money back.",
  'sandbox.reverse_chargeback': 'Reverse the chargeback',

  'mail.receipt.subject': 'Your receipt from {site_name}: order {number}',
  'mail.receipt.body':
    'Thank you for your purchase. Order {number}. Credits added: {credits}. Amount paid: {amount}. You can view and print your receipt on your orders page.',
  'mail.receipt.button': 'View my receipt',
  'mail.receipt.ignore':
    'Within {refund_days, plural, one {# day} other {# days}} of your purchase you can ask for its unused credits back on your orders page.',

  'mail.chargeback.subject': 'Your payment to {site_name} was reversed',
  'mail.chargeback.body':
    'Your bank reversed your payment of {amount}. {credits, plural, =0 {No unused credits of this purchase were left to take back.} one {We have therefore taken back the unused credit of this purchase: #.} other {We have therefore taken back the unused credits of this purchase: #.}} If this purchase was your only one, your account is no longer premium.',
  'mail.chargeback.button': 'View the order',
  'mail.chargeback.ignore': 'If you think this is a mistake, please contact us at {support_email}.',

  'mail.chargeback_reversed.subject': 'Your credits from {site_name} are back',
  'mail.chargeback_reversed.body':
    'Your bank has given back the money it had taken back from your payment of {amount}. {credits, plural, one {We have therefore given you back # credit.} other {We have therefore given you back # credits.}}',
  'mail.chargeback_reversed.button': 'View the order',
  'mail.chargeback_reversed.ignore':
    'If you have any questions, please write to us at {support_email}.',
} as const;
