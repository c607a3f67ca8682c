import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Política de privacidad',
  intro:
    'Su privacidad es importante, sobre todo en un sitio de citas. Esta política de privacidad explica qué datos personales recoge {site_name}, para qué los utilizamos, con quién los compartimos, durante cuánto tiempo los conservamos y qué derechos le reconoce el Reglamento General de Protección de Datos (RGPD).',
  sections: [
    {
      heading: 'Responsable del tratamiento',
      paragraphs: [
        'El responsable del tratamiento de sus datos personales en {site_name} ({domain}) es {company_name}, {address}, {city}, {country}[[, con número de inscripción en la Cámara de Comercio {kvk}]].',
        'Para cualquier consulta sobre privacidad o para ejercer sus derechos, puede contactarnos en {support_email} o por teléfono en el {support_phone}.',
      ],
    },
    {
      heading: 'Qué datos recogemos',
      paragraphs: [
        'Datos de la cuenta: su dirección de correo electrónico, su contraseña (nunca almacenada de forma legible), su nombre de usuario, su fecha de nacimiento y su sexo, y el idioma que utiliza.',
        'Datos del perfil: sus fotos, sus intereses, la descripción que hace de sí mismo y los datos personales que decida añadir. Indicar su orientación sexual es opcional; solo la guardamos con su consentimiento explícito.',
        'Actividad y mensajes: los «me gusta» y matches que da y recibe, los mensajes, fotos y regalos que envía y recibe en el chat, los miembros que bloquea, sus ajustes (como el modo invisible y el modo de privacidad) y las denuncias o reclamaciones que presenta.',
        'Ubicación: la ubicación que indica en su perfil, que almacenamos como coordenadas para calcular distancias entre miembros.',
        'Datos de compra: los paquetes de créditos que compra, los importes y las fechas, su saldo y consumo de créditos, los datos de facturación, y el estado y la referencia del pago que nos facilita el proveedor de pagos. Nunca recibimos ni almacenamos el número completo de su tarjeta.',
        'Datos técnicos: su dirección IP, el tipo de navegador y de dispositivo, las horas de inicio de sesión y los registros del servidor, que necesitamos para prestar el servicio y mantenerlo seguro.',
      ],
    },
    {
      heading: 'Finalidades y bases jurídicas del tratamiento',
      paragraphs: [
        'Para ejecutar nuestro contrato con usted (artículo 6.1.b del RGPD): crear y gestionar su cuenta, mostrar su perfil a otros miembros, la búsqueda, los «me gusta» y los matches, la entrega de los mensajes del chat, la venta de créditos y la atención al cliente.',
        'Para cumplir obligaciones legales (artículo 6.1.c del RGPD): llevar la contabilidad y los registros fiscales, atender los requerimientos legítimos de las autoridades y tratar los contenidos ilícitos como exige la ley.',
        'Para satisfacer nuestros intereses legítimos (artículo 6.1.f del RGPD): proteger la seguridad del servicio, prevenir el fraude, los abusos y el uso fraudulento de medios de pago, moderar contenidos, hacer cumplir nuestros términos, gestionar litigios y mejorar el servicio a partir de estadísticas agregadas. Puede oponerse a este tratamiento en cualquier momento (véase «Sus derechos»).',
        'Con su consentimiento (artículo 6.1.a del RGPD y, en el caso de categorías especiales de datos, artículo 9.2.a del RGPD): guardar su orientación sexual y, si le pedimos su consentimiento para ello, enviarle boletines o correos promocionales. Puede retirar su consentimiento en cualquier momento, sin que ello afecte a la licitud del tratamiento realizado antes de la retirada.',
        'No vendemos sus datos personales ni los utilizamos para publicidad de terceros.',
      ],
    },
    {
      heading: 'Orientación sexual y otros datos sensibles',
      paragraphs: [
        'La información sobre su orientación sexual o su vida sexual es una categoría especial de datos personales según el RGPD. Indicar su orientación sexual en {site_name} es opcional. Solo la guardamos si nos da su consentimiento explícito al introducirla, y solo la utilizamos para los fines que se le explican en ese momento, como mostrarla en su perfil.',
        'Puede retirar su consentimiento en cualquier momento eliminando esa información de su perfil, tras lo cual la borramos. Retirar el consentimiento no tiene ninguna otra consecuencia para su cuenta.',
        'Tenga en cuenta que el propio uso de un sitio de citas para adultos, así como lo que escribe en su perfil y en los chats, puede revelar información sobre su vida sexual. Tratamos todos los datos de perfiles y chats de forma confidencial y solo los utilizamos para prestar el servicio y proteger a nuestros miembros, tal como se describe en esta política. Piense bien lo que comparte con otras personas.',
      ],
    },
    {
      heading: 'Quién puede ver sus datos',
      paragraphs: [
        'Los demás miembros ven su perfil público: nombre de usuario, edad, fotos (los miembros que no son prémium solo ven algunas), intereses, los datos que haya añadido y la distancia aproximada o su lugar de residencia. Nunca ven sus coordenadas exactas, su dirección de correo electrónico ni sus datos de pago. El modo invisible y el modo de privacidad le permiten limitar lo que otros ven de usted y de su actividad, y los miembros a los que bloquea ya no pueden contactarle.',
        'Los mensajes dirigidos a perfiles ficticios los leen y responden operadores de chat que trabajan para nosotros o por nuestra cuenta. Ven su perfil público y su conversación con ese perfil, pero no su dirección de correo electrónico, sus datos de pago ni su ubicación exacta. Están sujetos a un deber de confidencialidad.',
        'Nuestros moderadores y el personal de atención al cliente pueden acceder a perfiles, fotos y mensajes cuando sea necesario para tramitar denuncias y reclamaciones, prevenir abusos o responder a sus consultas. El acceso se limita al personal que lo necesita para su trabajo.',
      ],
    },
    {
      heading: 'Destinatarios y encargados del tratamiento',
      paragraphs: [
        'Recurrimos a proveedores que tratan datos personales por cuenta nuestra (encargados del tratamiento), como proveedores de alojamiento y centros de datos, servicios de envío de correo electrónico y, en su caso, servicios externos de operadores de chat y de atención al cliente. Solo pueden utilizar los datos siguiendo nuestras instrucciones y en virtud de un contrato de encargo del tratamiento conforme al artículo 28 del RGPD.',
        'Los pagos los gestiona nuestro proveedor de pagos, que trata sus datos de pago como responsable independiente conforme a su propia política de privacidad y solo nos transmite la información que necesitamos, como el estado del pago y una referencia.',
        'Solo comunicamos datos a autoridades, como la policía o la administración tributaria, cuando estamos legalmente obligados o autorizados a hacerlo, por ejemplo ante contenidos relacionados con menores o en cumplimiento de una resolución judicial.',
        'Preferimos tratar los datos dentro del Espacio Económico Europeo (EEE). Si un proveedor transfiere datos personales fuera del EEE, nos aseguramos de que existan garantías adecuadas, como una decisión de adecuación de la Comisión Europea o cláusulas contractuales tipo. Puede solicitarnos una copia de dichas garantías.',
      ],
    },
    {
      heading: 'Plazos de conservación',
      paragraphs: [
        'Conservamos los datos de su cuenta y de su perfil mientras su cuenta exista. Las fotos y los mensajes que elimina se retiran de {site_name}; las copias de seguridad se sobrescriben en un plazo limitado.',
        'Cuando elimina su cuenta, dispone de 14 días para restaurarla mediante el enlace del correo de confirmación. Transcurridos esos 14 días, su cuenta, su perfil, sus fotos, sus mensajes y el resto de sus datos personales se borran definitivamente.',
        'Los registros de facturación deben conservarse durante el plazo que establece la normativa fiscal. Una vez eliminada su cuenta, solo los conservamos de forma anonimizada, sin ninguna vinculación con usted ni con su perfil.',
        'Los registros del servidor y demás datos técnicos se conservan solo durante el tiempo necesario por motivos de seguridad y después se borran o se anonimizan. Si hemos expulsado una cuenta, podemos conservar los datos necesarios para impedir que la misma persona vuelva a registrarse y para formular, ejercer o defender reclamaciones, durante el tiempo que sea necesario.',
      ],
    },
    {
      heading: 'Cómo protegemos sus datos',
      paragraphs: [
        'Aplicamos medidas técnicas y organizativas adecuadas para proteger sus datos, entre ellas conexiones cifradas (HTTPS), contraseñas almacenadas únicamente en forma de hash, acceso restringido del personal y actualizaciones de seguridad periódicas.',
        'Las fotos que sube se recodifican y se eliminan todos sus metadatos, incluidos los datos de ubicación GPS, antes de que otras personas puedan verlas. Sus coordenadas exactas nunca salen de nuestros servidores: los demás miembros solo ven una distancia aproximada.',
        'Ningún sistema es completamente seguro. Si aun así se produjera una violación de la seguridad de los datos, la notificaremos a la autoridad de control cuando proceda y le informaremos sin dilación indebida si es probable que entrañe un alto riesgo para usted.',
      ],
    },
    {
      heading: 'Sus derechos',
      paragraphs: [
        'El RGPD le reconoce el derecho de acceso a sus datos personales, de rectificación y supresión, de limitación del tratamiento, de portabilidad de los datos y de oposición al tratamiento basado en nuestros intereses legítimos. Cuando el tratamiento se base en su consentimiento, puede retirarlo en cualquier momento.',
        'Puede consultar y modificar usted mismo la mayoría de sus datos en los ajustes de su cuenta, donde también puede eliminarla. Para otras solicitudes, envíe un correo electrónico a {support_email} desde la dirección vinculada a su cuenta. Podemos pedirle información adicional para verificar su identidad. Responderemos en el plazo de un mes; en casos complejos, este plazo puede prorrogarse otros dos meses como máximo, en cuyo caso se lo comunicaremos.',
        'Si considera que tratamos sus datos de forma ilícita, póngase primero en contacto con nosotros para que podamos intentar resolverlo. También tiene derecho a presentar una reclamación ante una autoridad de control de protección de datos, en particular en el Estado miembro de la UE en el que resida o trabaje o en el que se haya producido la supuesta infracción.',
      ],
    },
    {
      heading: 'Cookies y almacenamiento local',
      paragraphs: [
        '{site_name} utiliza solo unas pocas cookies y entradas de almacenamiento local, necesarias para mantener su sesión iniciada, recordar su idioma y recordar qué avisos ha cerrado. No utilizamos cookies publicitarias de terceros sin su consentimiento. Encontrará los detalles en nuestra política de cookies.',
      ],
    },
    {
      heading: 'Menores de edad',
      paragraphs: [
        '{site_name} está dirigido exclusivamente a mayores de 18 años. No recogemos a sabiendas datos de menores. Si descubrimos que una cuenta pertenece a una persona menor de 18 años, la bloqueamos y borramos sus datos. Si conoce algún caso, comuníquenoslo en {support_email} o mediante el formulario de reclamaciones en {domain}/complaints.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        'Podemos actualizar esta política de privacidad cuando cambie nuestro servicio o la legislación. Le informaremos con antelación de los cambios importantes por correo electrónico o en {site_name}.',
        '¿Tiene preguntas sobre su privacidad? Póngase en contacto con {company_name} por correo electrónico en {support_email}, por teléfono en el {support_phone} o por correo postal en {address}, {city}, {country}.',
      ],
    },
  ],
} satisfies LegalDoc;
