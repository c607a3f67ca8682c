import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Atención al cliente',
  intro:
    '¿Tienes alguna pregunta sobre tu cuenta, los créditos o un pago? Nuestro equipo de atención al cliente estará encantado de ayudarte. También encontrarás muchas respuestas en nuestras preguntas frecuentes.',
  sections: [
    {
      heading: 'Cómo contactar con nosotros',
      paragraphs: [
        'Correo electrónico: {support_email}',
        'Teléfono: {support_phone}',
        'Para preguntas sobre tu cuenta o un pago, el correo electrónico suele ser la vía más rápida. Escríbenos desde la dirección vinculada a tu cuenta para que podamos localizarla enseguida.',
      ],
    },
    {
      heading: 'Tiempos de respuesta',
      paragraphs: [
        'Nos esforzamos por responder a todos los correos en un plazo de dos días hábiles, y normalmente mucho antes. Los mensajes recibidos en fin de semana o en días festivos se atienden el siguiente día hábil.',
        'Si tu consulta es urgente, por ejemplo por un pago que no se ha procesado, también puedes llamarnos.',
      ],
    },
    {
      heading: 'Qué incluir en tu mensaje',
      paragraphs: [
        'Para que podamos ayudarte rápidamente, indica tu nombre de usuario, la dirección de correo electrónico de tu cuenta y una descripción clara de tu pregunta o problema. Si se trata de un pago, indica también la fecha, el importe, el método de pago y, si es posible, la referencia del pago. Una captura de pantalla de un mensaje de error también puede sernos útil.',
        'Nunca nos envíes tu contraseña ni los datos completos de tu tarjeta. Nuestro equipo nunca te los pedirá.',
      ],
    },
    {
      heading: 'Reclamaciones',
      paragraphs: [
        '¿No estás satisfecho con nuestro servicio o quieres denunciar a un miembro? Presenta una reclamación mediante el formulario en {domain}/complaints. Describe el problema con la mayor precisión posible y, si denuncias a un miembro, indica su nombre de usuario.',
        'Confirmaremos la recepción de tu reclamación y nos esforzaremos por darte una respuesta completa en un plazo de 14 días. Si necesitamos más tiempo, te lo haremos saber.',
      ],
    },
    {
      heading: 'Datos de la empresa',
      paragraphs: [
        '{site_name} es un servicio gestionado por {company_name}, {address}, {city}, {country}.',
        '[[Número de registro mercantil (KvK): {kvk}]]',
        '[[Número(s) de IVA: {vat_numbers}]]',
        'Sitio web: {domain}',
      ],
    },
  ],
} satisfies LegalDoc;
