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
        'Tus créditos se añaden a tu cuenta en cuanto se completa el pago. Al completar el pago, solicitas este suministro inmediato y reconoces que, a partir de ese momento, pierdes tu derecho de desistimiento sobre esos créditos.',
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
        'En la página «Tus pedidos», abre la compra correspondiente y elige «Pedir la devolución de los créditos no usados». En cuanto lo confirmes, los créditos no utilizados de esa compra se reembolsan de inmediato al método de pago que utilizaste.',
        'A continuación, la página de la compra muestra cuántos créditos y qué importe se han reembolsado. Si necesitas ayuda con un reembolso, también puedes escribirnos a {support_email} o llamarnos al {support_phone}.',
      ],
    },
    {
      heading: 'Cómo se paga el reembolso',
      paragraphs: [
        'Realizamos el reembolso con el mismo método de pago que utilizaste en la compra. El reembolso se inicia en cuanto lo solicitas, sin necesidad de que lo aprobemos. No cobramos ninguna comisión por los reembolsos.',
        'Los créditos reembolsados se descuentan de tu saldo. Dependiendo de tu banco o proveedor de pago, el importe puede tardar algunos días hábiles en aparecer en tu cuenta.',
      ],
    },
    {
      heading: 'Cancelación de pedidos recurrentes',
      paragraphs: [
        'Si has configurado un pedido recurrente, puedes cancelarlo en cualquier momento eliminando tu tarjeta guardada en la página de pedidos recurrentes de la tienda de créditos o contactando con atención al cliente. La cancelación se aplica a todos los pedidos futuros.',
        'Los pedidos realizados y pagados antes de la cancelación se tratan como cualquier otra compra: los créditos no utilizados de esos pedidos se pueden reembolsar en un plazo de {refund_days} días desde la compra.',
      ],
    },
  ],
} satisfies LegalDoc;
