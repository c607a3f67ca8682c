import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Política de devoluciones',
  intro:
    'En {site_name} compras créditos para chatear con otros miembros. Esta política explica tu derecho de desistimiento, cuándo puedes obtener el reembolso de los créditos no utilizados y cómo solicitarlo. Forma parte de nuestras condiciones generales.',
  sections: [
    {
      heading: 'Derecho de desistimiento en el contenido digital',
      paragraphs: [
        'Los créditos son contenido digital que recibes inmediatamente después del pago. Como consumidor en la UE, normalmente dispones de un derecho de desistimiento de 14 días en las compras en línea. Sin embargo, en el caso del contenido digital este derecho se pierde una vez iniciado el suministro, siempre que hayas dado tu consentimiento expreso al suministro inmediato y hayas reconocido que con ello pierdes tu derecho de desistimiento.',
        'Cuando compras créditos, te pedimos este consentimiento antes del pago. Después, los créditos se añaden a tu cuenta de inmediato.',
      ],
    },
    {
      heading: 'Cómo afecta el uso de los créditos a tus derechos',
      paragraphs: [
        'En cuanto usas créditos de un paquete, por ejemplo para enviar un mensaje, una foto o un regalo, esos créditos se consumen. Los créditos utilizados no se pueden devolver ni reembolsar.',
        'A los créditos que aún no hayas utilizado se les aplica nuestro sistema de reembolso de créditos no utilizados, que se describe a continuación.',
      ],
    },
    {
      heading: 'Reembolso de créditos no utilizados',
      paragraphs: [
        'Puedes obtener el reembolso de los créditos no utilizados en un plazo de {refund_days} días desde la compra. El importe se calcula según el precio por crédito que realmente pagaste por ese paquete, incluido cualquier descuento.',
        'Si ya has utilizado parte de un paquete, solo se reembolsa la parte no utilizada. Transcurridos {refund_days} días desde la fecha de compra, los créditos no utilizados ya no se pueden reembolsar.',
      ],
    },
    {
      heading: 'Cómo solicitar un reembolso',
      paragraphs: [
        'Envía tu solicitud a {support_email} desde la dirección de correo electrónico vinculada a tu cuenta, o llámanos al {support_phone}. Indica tu nombre de usuario, la fecha de compra, el paquete que compraste y, si es posible, la referencia del pago.',
        'Confirmaremos la recepción de tu solicitud, comprobaremos tu saldo de créditos y te indicaremos cuántos créditos y qué importe se reembolsarán.',
      ],
    },
    {
      heading: 'Cómo se paga el reembolso',
      paragraphs: [
        'Realizamos el reembolso con el mismo método de pago que utilizaste en la compra, salvo que acordemos otra cosa contigo. Lo hacemos lo antes posible y, en todo caso, en un plazo máximo de 14 días desde la aprobación de tu solicitud. No cobramos ninguna comisión por los reembolsos.',
        'Los créditos reembolsados se descuentan de tu saldo. Dependiendo de tu banco o proveedor de pago, el importe puede tardar algunos días hábiles en aparecer en tu cuenta.',
      ],
    },
    {
      heading: 'Cancelación de pedidos recurrentes',
      paragraphs: [
        'Si has configurado un pedido recurrente, puedes cancelarlo en cualquier momento desde la configuración de tu cuenta o contactando con atención al cliente. La cancelación se aplica a todos los pedidos futuros.',
        'Los pedidos realizados y pagados antes de la cancelación se tratan como cualquier otra compra: los créditos no utilizados de esos pedidos se pueden reembolsar en un plazo de {refund_days} días desde la compra.',
      ],
    },
  ],
} satisfies LegalDoc;
