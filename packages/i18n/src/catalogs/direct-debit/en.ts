/**
 * SEPA direct debit confirmed with an SMS code (issue 13, decision 29): the form, the code, the
 * API errors, the SMS and the bounce mail. Spec section 5's texts are verbatim ('Code invalid',
 * the blocked and the limit texts). Counted words are ICU plurals (see format.ts).
 */
export const directDebitEn = {
  'api.sms_code_invalid': 'Code invalid',
  'api.sms_code_expired': 'This code can no longer be used. Please request a new code.',
  'api.sms_code_cooldown': 'Please wait {seconds} s before requesting a new code.',
  'api.sms_code_limit': 'No more codes can be sent for this order. Please start again.',
  'api.direct_debit_blocked': 'Your account is blocked for direct debit payments.',
  'api.direct_debit_limit':
    'Your limit for direct debit payments has been reached. Please try later, a cheaper package or another payment method.',
  'field.iban_invalid': 'Please enter a valid IBAN.',
  'field.phone_invalid': 'Please enter a valid mobile number.',
  'field.authorisation_required': 'Please authorise the direct debit.',

  'direct_debit.sms':
    '{code} is your {site_name} code to confirm your direct debit of {amount}. It is valid for {minutes, plural, one {# minute} other {# minutes}}.',

  'direct_debit.title': 'Pay by direct debit',
  'direct_debit.intro':
    'Fill in your bank account details. We will send you a code by SMS to confirm the direct debit.',
  'direct_debit.account_holder': 'Account holder',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Street',
  'direct_debit.house_number': 'House number',
  'direct_debit.zip': 'Postcode',
  'direct_debit.city': 'City',
  'direct_debit.phone': 'Mobile number',
  'direct_debit.phone_hint': 'We send the confirmation code to this number.',
  'direct_debit.mandate_title': 'SEPA direct debit mandate',
  'direct_debit.mandate':
    'By confirming this mandate you authorise {company_name} to send instructions to your bank to debit your account, and your bank to debit your account in accordance with the instructions from {company_name}, for this order of {amount}. You are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. A refund must be claimed within 8 weeks starting from the date on which your account was debited.',
  'direct_debit.authorise':
    'I authorise {company_name} to collect {amount} from my account by SEPA direct debit.',
  'direct_debit.submit': 'Send code by SMS',
  'direct_debit.code_title': 'Enter the SMS code',
  'direct_debit.code_sent': 'We sent a 6-digit code to {phone}. It is valid for 10 minutes.',
  'direct_debit.code_label': 'SMS code',
  'direct_debit.confirm': 'Confirm and pay',
  'direct_debit.resend': 'Send a new code',
  'direct_debit.resend_wait': 'You can ask for a new code in {seconds} s.',
  'direct_debit.resent': 'A new code is on its way.',
  'direct_debit.account': 'Account',
  'direct_debit.tries_left': '{count, plural, one {# try left} other {# tries left}}',
  'direct_debit.start_again': 'Change your details',
  'direct_debit.processing': 'Confirming your direct debit…',

  'mail.direct_debit_bounce.subject': 'Your direct debit to {site_name} was reversed',
  'mail.direct_debit_bounce.body':
    'Your bank reversed the direct debit of {amount}. We have therefore taken back the unused credits of this purchase: {credits}. Direct debit is no longer available for this bank account and phone number; please choose another payment method for your next purchase.',
  'mail.direct_debit_bounce.button': 'View the order',
  'mail.direct_debit_bounce.ignore':
    'If you think this is a mistake, please contact us at {support_email}.',
} as const;
