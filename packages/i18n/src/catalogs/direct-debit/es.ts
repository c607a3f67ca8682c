import type { directDebitEn } from './en.ts';

export const directDebitEs: Record<keyof typeof directDebitEn, string> = {
  'api.sms_code_invalid': 'Código no válido',
  'api.sms_code_expired': 'Este código ya no se puede usar. Solicita un código nuevo.',
  'api.sms_code_cooldown': 'Espera {seconds} s antes de solicitar un código nuevo.',
  'api.sms_code_limit': 'No se pueden enviar más códigos para este pedido. Vuelve a empezar.',
  'api.direct_debit_blocked': 'Tu cuenta está bloqueada para pagos por domiciliación bancaria.',
  'api.direct_debit_limit':
    'Has alcanzado tu límite de pagos por domiciliación bancaria. Inténtalo más tarde, con un paquete más barato o con otro método de pago.',
  'field.iban_invalid': 'Introduce un IBAN válido.',
  'field.phone_invalid': 'Introduce un número de móvil válido.',
  'field.authorisation_required': 'Autoriza la domiciliación bancaria.',

  'direct_debit.sms':
    '{code} es tu código de {site_name} para confirmar tu domiciliación de {amount}. Es válido durante {minutes, plural, one {# minuto} many {# de minutos} other {# minutos}}.',

  'direct_debit.title': 'Pagar por domiciliación bancaria',
  'direct_debit.intro':
    'Introduce los datos de tu cuenta bancaria. Te enviaremos un código por SMS para confirmar la domiciliación.',
  'direct_debit.account_holder': 'Titular de la cuenta',
  'direct_debit.iban': 'IBAN',
  'direct_debit.street': 'Calle',
  'direct_debit.house_number': 'Número',
  'direct_debit.zip': 'Código postal',
  'direct_debit.city': 'Ciudad',
  'direct_debit.phone': 'Número de móvil',
  'direct_debit.phone_hint': 'Enviamos el código de confirmación a este número.',
  'direct_debit.mandate_title': 'Orden de domiciliación SEPA',
  'direct_debit.mandate':
    'Al confirmar esta orden de domiciliación, autorizas a {company_name} a enviar instrucciones a tu banco para adeudar tu cuenta y a tu banco a efectuar los adeudos en tu cuenta siguiendo las instrucciones de {company_name}, para este pedido de {amount}. Tienes derecho a que tu banco te reembolse en los términos y condiciones del contrato suscrito con él. La solicitud de reembolso deberá efectuarse dentro de las 8 semanas siguientes a la fecha del adeudo en tu cuenta.',
  'direct_debit.authorise':
    'Autorizo a {company_name} a cobrar {amount} de mi cuenta mediante domiciliación SEPA.',
  'direct_debit.submit': 'Enviar código por SMS',
  'direct_debit.code_title': 'Introduce el código del SMS',
  'direct_debit.code_sent':
    'Hemos enviado un código de 6 cifras al {phone}. Es válido durante 10 minutos.',
  'direct_debit.code_label': 'Código SMS',
  'direct_debit.confirm': 'Confirmar y pagar',
  'direct_debit.resend': 'Enviar un código nuevo',
  'direct_debit.resend_wait': 'Podrás solicitar un código nuevo dentro de {seconds} s.',
  'direct_debit.resent': 'Un código nuevo está en camino.',
  'direct_debit.account': 'Cuenta',
  'direct_debit.tries_left':
    '{count, plural, one {Te queda # intento} many {Te quedan # de intentos} other {Te quedan # intentos}}',
  'direct_debit.start_again': 'Cambiar tus datos',
  'direct_debit.processing': 'Confirmando tu domiciliación…',

  'mail.direct_debit_bounce.subject': 'Tu domiciliación a {site_name} ha sido devuelta',
  'mail.direct_debit_bounce.body':
    'Tu banco ha devuelto el adeudo de {amount}. Por eso hemos retirado los créditos no utilizados de esta compra: {credits}. La domiciliación ya no está disponible para esta cuenta bancaria y este número de teléfono; elige otro método de pago para tu próxima compra.',
  'mail.direct_debit_bounce.button': 'Ver el pedido',
  'mail.direct_debit_bounce.ignore':
    'Si crees que se trata de un error, escríbenos a {support_email}.',
};
