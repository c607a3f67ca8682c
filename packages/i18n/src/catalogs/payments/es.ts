import type { paymentsEn } from './en.ts';

export const paymentsEs: Record<keyof typeof paymentsEn, string> = {
  'payments.credits': '{count, plural, one {# crédito} many {# de créditos} other {# créditos}}',

  'payments.shop_title': 'Comprar créditos',
  'payments.shop_intro':
    'Con los créditos puedes chatear y enviar fotos y regalos. Tu primera compra te convierte en miembro premium.',
  'payments.shop_intro_premium': 'Con los créditos puedes chatear y enviar fotos y regalos.',
  'payments.balance': 'Tu saldo',
  'payments.popular': 'El más elegido',
  'payments.price_per_credit': '{price} por crédito',
  'payments.select': 'Elegir',
  'payments.select_bundle': 'Elegir {credits} por {price}',
  'payments.no_bundles': 'Todavía no hay paquetes de créditos para tu país.',
  'payments.methods_heading': 'Paga de forma segura con',
  'payments.vat_note':
    'Todos los precios incluyen IVA. Sin suscripción: pagas una vez por paquete.',
  'payments.repeat_link': 'Volver a comprar tu último paquete',
  'payments.orders_link': 'Tus pedidos',
  'payments.login_required': 'Inicia sesión para comprar créditos.',

  'payments.method_creditcard': 'Tarjeta de crédito',
  'payments.method_sct': 'Transferencia bancaria',
  'payments.method_sdd': 'Adeudo directo SEPA',

  'payments.checkout_title': 'Pago',
  'payments.your_order': 'Tu pedido',
  'payments.choose_method': 'Elige un método de pago',
  'payments.pay_with': 'Pagar con {method}',
  'payments.total': 'Total',
  'payments.other_bundle': 'Elegir otro paquete',
  'payments.redirecting': 'Te llevamos a la página de pago…',
  'payments.checking': 'Comprobando tu pago…',
  'payments.pending_title': 'Tu pago se está procesando',
  'payments.pending_text':
    'Puede tardar un momento. Esta página se actualiza sola en cuanto se confirme el pago.',
  'payments.pending_order_text':
    'El proveedor de pagos aún no ha confirmado este pago. En cuanto lo haga, se añadirán tus créditos; si el pago no se completa, este pedido lo indicará.',
  'payments.complete': 'Pago completado',
  'payments.credits_added':
    '{count, plural, one {# crédito añadido} many {# de créditos añadidos} other {# créditos añadidos}}',
  'payments.new_balance': 'Nuevo saldo',
  'payments.continue': 'Continuar',
  'payments.to_messages': 'Ir a tus mensajes',
  'payments.failed': 'El pago ha fallado o se ha cancelado.',
  'payments.failed_text': 'No se ha cobrado nada. Inténtalo de nuevo o elige otro método de pago.',
  'payments.try_again': 'Reintentar con {method}',
  'payments.other_methods': 'Otros métodos de pago',
  'payments.payment_failed': 'Pago fallido',
  'payments.card_failed': 'Ha fallado el pago con tarjeta de crédito',
  'payments.card_failed_text':
    'No se ha podido completar el pago con tu tarjeta guardada. Introduce los datos de tu tarjeta manualmente o prueba con otra tarjeta u otro método de pago.',
  'payments.enter_card': 'Introducir datos de la tarjeta',
  'payments.pay_paypal': 'Pagar con PayPal',
  'payments.method_unavailable': 'Este método de pago no está disponible aquí.',

  'payments.premium_title': 'Hazte miembro premium',
  'payments.premium_intro':
    'Cualquier compra de créditos te convierte en miembro premium para siempre: el premium se mantiene aunque se te acaben los créditos.',
  'payments.premium_photos': 'Ver todas las fotos de cada miembro',
  'payments.premium_uploads':
    'Subir hasta {count, plural, one {# foto} many {# de fotos} other {# fotos}} en lugar de {free}',
  'payments.premium_nav': 'Tu saldo de créditos en el menú en lugar de Hazte Premium',
  'payments.premium_chance':
    'Los miembros premium tienen un 46 % más de probabilidades de un match',
  'payments.premium_bundles': 'Elige tu paquete',
  'payments.premium_already': 'Eres miembro premium. ¡Gracias!',
  'payments.premium_benefits': 'Lo que te da premium',

  'payments.pricing_title': 'Precios',
  'payments.pricing_intro':
    'Registrarte y crear tu perfil es gratis. Chatear cuesta créditos, que compras en paquetes: sin suscripción ni costes ocultos.',
  'payments.pricing_bundles': 'Paquetes de créditos',
  'payments.pricing_costs': 'Qué cuesta créditos',
  'payments.cost_message': 'Un mensaje',
  'payments.cost_photo': 'Una foto en un chat',
  'payments.cost_gift': 'Un regalo',
  'payments.pricing_refund':
    'En un plazo de {refund_days, plural, one {# día} many {# de días} other {# días}} tras una compra puedes pedir la devolución de los créditos no usados.',
  'payments.pricing_signup': 'Regístrate gratis',
  'payments.bundle': 'Paquete',
  'payments.price': 'Precio',

  'payments.orders_title': 'Tus pedidos',
  'payments.no_orders': 'Todavía no has comprado créditos.',
  'payments.order_number': 'Pedido {id}',
  'payments.date': 'Fecha',
  'payments.status': 'Estado',
  'payments.amount': 'Importe',
  'payments.method': 'Método de pago',
  'payments.credits_heading': 'Créditos',
  'payments.details': 'Detalles',
  'payments.status_open': 'Abierto',
  'payments.open_text':
    'Este pago no se ha completado. En la página de pago puedes completarlo o cancelarlo.',
  'payments.open_continue': 'Ir a la página de pago',
  'payments.status_pending': 'En proceso',
  'payments.status_paid': 'Pagado',
  'payments.status_failed': 'Fallido',
  'payments.status_canceled': 'Cancelado',
  'payments.status_expired': 'Caducado',
  'payments.status_refunded': 'Reembolsado',
  'payments.receipt': 'Recibo',
  'payments.print': 'Imprimir recibo',
  'payments.seller': 'Vendedor',
  'payments.customer': 'Cliente',
  'payments.vat_number': 'Número de IVA',
  'payments.coc_number': 'Número de registro mercantil',
  'payments.total_incl_vat': 'Total con IVA',
  'payments.paid_at': 'Pagado el',
  'payments.receipt_discount': 'Código de descuento {code}',
  'payments.receipt_refunded': 'Reembolsado el {date}: {amount}',
  'payments.all_orders': 'Todos los pedidos',
  'payments.refund_heading': 'Reembolso de créditos no usados',
  'payments.refund_button': 'Pedir el reembolso',
  'payments.refund_explained':
    'Hasta el {date} puedes pedir la devolución de los créditos de esta compra que no hayas usado. Su precio se reembolsa a tu método de pago.',
  'payments.refund_confirm':
    '¿Reembolsar los créditos no usados de esta compra? Se descuentan de tu saldo.',
  'payments.refund_done': 'Tu reembolso está en marcha.',
  'payments.refund_none_left': 'Se han usado todos los créditos de esta compra.',
  'payments.refunded_amount': 'Reembolsado: {amount}',
  'payments.charged_back': 'Retrocedido por tu banco',
  'payments.charged_back_on': '{date}: {amount}',
  'payments.receipt_charged_back': 'Retrocedido por el banco del pagador el {date}: {amount}',
  'payments.refunded_title': 'Esta compra ha sido reembolsada',
  'payments.refunded_text':
    'Se retiraron sus créditos sin usar y el importe te fue devuelto, por nosotros o por tu banco. El pedido muestra los detalles.',
  'payments.view_order': 'Ver el pedido',

  'payments.repeat_title': 'Repetir pedido',
  'payments.repeat_text':
    'Vuelve a comprar {credits} por {price} con tu tarjeta guardada, en un solo paso.',
  'payments.repeat_buy': 'Volver a comprar',
  'payments.saved_card': 'Tarjeta guardada',
  'payments.card_label': '{brand} terminada en {last4}',
  'payments.card_expires': 'Válida hasta {expiry}',
  'payments.remove_card': 'Eliminar tarjeta',
  'payments.card_removed': 'Tu tarjeta se ha eliminado.',
  'payments.no_saved_card':
    'No tienes ninguna tarjeta guardada. Paga una vez con tarjeta de crédito y podrás volver a comprar aquí en un paso.',
};
