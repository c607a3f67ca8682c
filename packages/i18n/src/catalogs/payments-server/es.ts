import type { paymentsServerEn } from './en.ts';

export const paymentsServerEs: Record<keyof typeof paymentsServerEn, string> = {
  'api.payment_method_unavailable': 'Este método de pago no está disponible aquí.',
  'api.payment_provider_unavailable':
    'No se puede contactar con el servicio de pago en este momento. Inténtalo de nuevo en un momento.',
  'api.no_saved_card':
    'No hay ninguna tarjeta guardada para repetir el pedido. Elige un paquete y paga una vez con tu tarjeta.',
  'api.refund_not_possible':
    'Esta compra no se puede reembolsar: no está pagada, su plazo de reembolso ha terminado o sus créditos ya se han usado.',
  'api.payment_conflict':
    'Este pedido ya se inició con otros datos. Vuelve a cargar la página e inténtalo de nuevo.',

  'sandbox.title': 'Pago de prueba (sandbox)',
  'sandbox.marker': 'Sandbox: es un pago de prueba, no se cobra dinero.',
  'sandbox.order': 'Pedido',
  'sandbox.amount': 'Importe',
  'sandbox.method': 'Método de pago',
  'sandbox.choose': 'Elige el resultado de este pago:',
  'sandbox.pay': 'Pagar',
  'sandbox.fail': 'Fallar',
  'sandbox.cancel': 'Cancelar',
  'sandbox.pending': 'Dejar pendiente',
  'sandbox.refuse_recurring':
    'Rechazar los próximos pedidos repetidos con esta tarjeta (para probar un pago con tarjeta fallido)',
  'sandbox.finished': 'Este pago ha terminado; aquí ya no se puede hacer nada.',
  'sandbox.not_found': 'Este pago no existe.',
  'sandbox.back': 'Volver al sitio',
  'sandbox.chargeback_hint':
    'Prueba un retroceso: el banco del pagador recupera este pago ya pagado.',
  'sandbox.chargeback': 'Retroceder el pago',
  'sandbox.charged_back': 'El banco del pagador ha retrocedido este pago (retroceso).',
  'sandbox.reverse_chargeback_hint':
    'Prueba una disputa ganada: el banco del pagador devuelve el dinero.',
  'sandbox.reverse_chargeback': 'Anular el retroceso',

  'mail.receipt.subject': 'Tu recibo de {site_name}: pedido {number}',
  'mail.receipt.body':
    'Gracias por tu compra. Pedido {number}. Créditos añadidos: {credits}. Importe pagado: {amount}. Puedes ver e imprimir tu recibo en la página de tus pedidos.',
  'mail.receipt.button': 'Ver mi recibo',
  'mail.receipt.ignore':
    'Durante {refund_days, plural, one {# día} many {# de días} other {# días}} desde la compra puedes pedir la devolución de sus créditos no usados en la página de tus pedidos.',

  'mail.chargeback.subject': 'Tu pago a {site_name} ha sido retrocedido',
  'mail.chargeback.body':
    'Tu banco ha retrocedido tu pago de {amount}. {credits, plural, =0 {No quedaban créditos sin usar de esta compra que retirar.} one {Por eso hemos retirado el crédito sin usar de esta compra: #.} many {Por eso hemos retirado los créditos sin usar de esta compra: #.} other {Por eso hemos retirado los créditos sin usar de esta compra: #.}} Si esta era tu única compra, tu cuenta ya no es premium.',
  'mail.chargeback.button': 'Ver el pedido',
  'mail.chargeback.ignore': 'Si crees que se trata de un error, escríbenos a {support_email}.',

  'mail.chargeback_reversed.subject': 'Tus créditos de {site_name} han vuelto',
  'mail.chargeback_reversed.body':
    'Tu banco ha devuelto el dinero que había retrocedido de tu pago de {amount}. {credits, plural, one {Por eso te hemos devuelto # crédito.} many {Por eso te hemos devuelto # créditos.} other {Por eso te hemos devuelto # créditos.}}',
  'mail.chargeback_reversed.button': 'Ver el pedido',
  'mail.chargeback_reversed.ignore': 'Si tienes alguna pregunta, escríbenos a {support_email}.',
};
