import type { offersEn } from './en.ts';

export const offersEs: Record<keyof typeof offersEn, string> = {
  'api.discount_code_not_found': 'Código no encontrado',
  'api.discount_code_used': 'Código ya utilizado',
  'api.discount_code_held':
    'Este código está reservado para un pago que has iniciado. Completa o cancela ese pago, o inténtalo de nuevo más tarde.',
  'api.discount_code_expired': 'Este código ha caducado.',
  'api.discount_code_country': 'Este código no es válido en tu país.',
  'api.discount_code_not_eligible':
    'Esta oferta es solo para miembros nuevos, antes de su primera compra.',
  'api.discount_code_minimum':
    'Este código solo es válido para un pedido mayor. Elige un paquete más grande.',
  'api.discount_code_not_better':
    'Tu bono de tiempo o descuento de bienvenida te da más que este código, así que sigue aplicado.',
  'api.discount_code_method':
    'Este código no es válido con este método de pago. Elige otro método.',

  'offers.code_label': 'Código de descuento',
  'offers.code_apply': 'Aplicar',
  'offers.code_remove': 'Quitar código',
  'offers.code_applied': 'Código {code}: {percentage} % de descuento',
  'offers.time_bonus_applied':
    'Bono de tiempo: {percentage} % de descuento en tus primeros créditos',
  'offers.welcome_applied': 'Descuento de bienvenida: {percentage} % en tus primeros créditos',
  'offers.held_time_bonus_pending':
    'Tu bono de tiempo ({percentage} % de descuento) está reservado para un pago que se está procesando. Si ese pago no se completa, podrás usarlo en otro paquete.',
  'offers.held_welcome_pending':
    'Tu descuento de bienvenida ({percentage} %) está reservado para un pago que se está procesando. Si ese pago no se completa, podrás usarlo en otro paquete.',
  'offers.held_open': 'Abrir ese pago',
  'offers.valid_until': 'Válido hasta el {date}',
  'offers.minimum': 'Para pedidos a partir de {amount}',
  'offers.methods_only': 'Solo con {methods}',
  'offers.not_on_bundle': 'El código no se aplica a este paquete',
  'offers.original_price': 'Precio original',
  'offers.discounted_price': 'Precio con descuento',
  'offers.order_discount': 'Descuento {code} ({percentage} %)',
  'offers.paid_discount': 'Código de descuento {code}: {amount} de descuento',

  'offers.banner':
    'Bono de tiempo: {percentage} % de descuento en tus primeros créditos. Termina en {time}',
  'offers.banner_cta': 'Consigue un {percentage} % de descuento',
  'offers.modal_title': 'Date prisa: {percentage} % de descuento durante 4 horas',
  'offers.modal_body':
    'Como nuevo miembro tienes un {percentage} % de descuento en tus primeros créditos, solo en las 4 horas siguientes a tu registro. Tiempo restante: {time}',
  'offers.modal_cta': 'Comprar créditos con un {percentage} % de descuento',
  'offers.modal_dismiss': 'No, gracias',

  'offers.retention_title': 'Quédate por menos',
  'offers.retention_text':
    'Consigue un {percentage} % de descuento en tus próximos créditos con un código de descuento personal.',
  'offers.retention_claim': 'Obtener mi código de descuento',
  'offers.retention_code': 'Tu código personal: {code}',
  'offers.retention_use': 'Úsalo en la tienda',
  'offers.trial_title': 'Prueba un paquete de prueba',
  'offers.trial_text': 'El paquete más pequeño: {credits} por {price}, sin suscripción.',
  'offers.trial_link': 'Probar el paquete de prueba',
};
