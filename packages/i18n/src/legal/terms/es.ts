import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Términos y condiciones',
  intro:
    'Estos términos y condiciones se aplican a todo uso de {site_name} ({domain}) y a toda compra de créditos en este sitio. Léalos con atención: al crear una cuenta, usted los acepta. Versión del {terms_date}.',
  sections: [
    {
      heading: 'Quiénes somos y a qué se aplican estos términos',
      paragraphs: [
        '{site_name} es un servicio gestionado por {company_name}, {address}, {city}, {country}[[, número de inscripción en la Cámara de Comercio {kvk}]][[, número(s) de IVA {vat_numbers}]], en adelante «nosotros». Puede ponerse en contacto con nosotros por correo electrónico en {support_email} o por teléfono en el {support_phone}.',
        '{site_name} es un servicio en línea de citas y chat para adultos. Los miembros pueden crear un perfil, buscar a otros miembros, dar «me gusta» a perfiles y chatear mediante mensajes de texto, fotos y regalos virtuales. Registrarse y crear un perfil es gratis; chatear cuesta créditos.',
        'Estos términos constituyen el contrato entre usted y nosotros. Nuestra política de privacidad y nuestra política de cookies explican cómo tratamos sus datos personales; no forman parte de este contrato, pero sí se aplican a su uso de {site_name}.',
      ],
    },
    {
      heading: 'Requisitos: solo para adultos',
      paragraphs: [
        'Para usar {site_name} debe tener al menos 18 años y estar autorizado a ver contenido para adultos según la legislación del país en el que se encuentre. Al registrarse, usted confirma que cumple ambos requisitos.',
        'La cuenta es personal. Solo puede tener una cuenta y no puede permitir que otra persona la utilice. Las cuentas no pueden utilizarse con fines comerciales.',
        'Si tenemos motivos para creer que un miembro es menor de 18 años, bloquearemos su cuenta de inmediato y la eliminaremos. Puede comunicarnos la sospecha de que un miembro es menor de edad mediante el formulario de reclamaciones o por correo electrónico.',
      ],
    },
    {
      heading: 'Su cuenta',
      paragraphs: [
        'Al registrarse, debe facilitar información veraz y mantenerla actualizada. La dirección de correo electrónico que utilice debe ser suya y poder recibir nuestros mensajes, ya que la usamos para avisos importantes, como la confirmación de la eliminación de una cuenta.',
        'Mantenga en secreto sus datos de acceso. Usted es responsable de todo lo que ocurra a través de su cuenta, salvo que no hubiera podido evitarlo razonablemente. Si sospecha que otra persona tiene acceso a su cuenta, cambie su contraseña y póngase en contacto con nosotros de inmediato.',
        'Su perfil puede incluir fotos, intereses y datos personales. Indicar su orientación sexual es opcional; solo la guardamos si nos da su consentimiento explícito, y puede eliminarla en cualquier momento. El modo invisible, el modo de privacidad y la posibilidad de bloquear a otros miembros le permiten decidir quién le ve y quién puede contactarle.',
        'Si usted y otro miembro se dan «me gusta» mutuamente, se produce un match. Ni un «me gusta» ni un match obligan a nada a ninguno de los dos.',
      ],
    },
    {
      heading: 'Créditos, precios y pago',
      paragraphs: [
        'Registrarse, crear su perfil, buscar y dar «me gusta» a perfiles es gratis. Chatear cuesta créditos: enviar un mensaje, una foto o un regalo consume un número de créditos que se le indica en {site_name} antes del envío.',
        'Los créditos se venden en paquetes. El precio de cada paquete, con el IVA incluido cuando proceda, y el número de créditos que contiene se muestran antes del pago. La compra se perfecciona cuando usted completa el pago, y los créditos se añaden a su cuenta en cuanto se confirma el pago. Recibirá una factura por cada compra.',
        'Los pagos los procesa un proveedor de pagos externo. Nunca recibimos ni almacenamos el número completo de su tarjeta.',
        'Cada compra es un pago único. Si lo desea, puede activar un pedido recurrente, que vuelve a comprar automáticamente el mismo paquete en las condiciones que se le muestran al activarlo. Puede desactivar el pedido recurrente en cualquier momento desde su cuenta, con efecto para todos los pedidos futuros.',
        'Los créditos están vinculados a su cuenta. No tienen valor monetario, no pueden transferirse a otros miembros ni a otras cuentas y no pueden canjearse por dinero, salvo mediante un reembolso conforme a estos términos. Podemos modificar los precios para el futuro; los cambios de precio no afectan a las compras ya realizadas.',
      ],
    },
    {
      heading: 'Membresía prémium',
      paragraphs: [
        'Su primera compra de un paquete de créditos le convierte en miembro prémium sin coste adicional. Como miembro prémium puede ver todas las fotos de otros miembros y subir hasta 25 fotos en lugar de 3.',
        'La membresía prémium no es una suscripción: no se renueva y no tiene coste propio. Si la compra que le convirtió en miembro prémium se reembolsa o se revierte, podemos retirarle la condición de prémium.',
      ],
    },
    {
      heading: 'Reembolsos y derecho de desistimiento',
      paragraphs: [
        'Puede recuperar el dinero de los créditos que no haya utilizado. Si lo solicita dentro de los {refund_days} días siguientes a una compra, le reembolsaremos los créditos de esa compra que aún no haya utilizado, según el precio por crédito que pagó realmente por ese paquete. Envíe su solicitud a {support_email} indicando a qué compra se refiere. Encontrará los detalles en nuestra política de devoluciones.',
        'Los créditos son contenido digital que se le suministra inmediatamente después del pago. Como consumidor, en las compras en línea dispone normalmente de un derecho de desistimiento de 14 días; sin embargo, en el caso del contenido digital, este derecho se extingue una vez iniciado el suministro, siempre que usted haya dado su consentimiento expreso al suministro inmediato y haya reconocido que con ello pierde su derecho de desistimiento. Le pedimos este consentimiento antes del pago. Ello no afecta al reembolso de los créditos no utilizados descrito anteriormente.',
        'Realizamos los reembolsos sin coste alguno, mediante el mismo medio de pago que utilizó para la compra, lo antes posible y, a más tardar, 14 días después de aprobar su solicitud. Los créditos reembolsados se descuentan de su saldo.',
        'Si anula un pago a través de su banco o del emisor de su tarjeta (contracargo) sin un motivo válido, podemos retirar los créditos correspondientes y suspender su cuenta hasta que se resuelva la cuestión. Esto no afecta a sus derechos si usted no autorizó el pago.',
      ],
    },
    {
      heading: 'Perfiles ficticios',
      paragraphs: [
        'No todos los perfiles de {site_name} pertenecen a miembros reales. Algunos perfiles son ficticios: los gestiona {company_name}, directamente o a través de terceros, mediante operadores de chat que escriben los mensajes, con fines de entretenimiento y para mantener vivas las conversaciones.',
        'Los perfiles ficticios están siempre claramente identificados con un icono y una advertencia, tanto en el perfil como en el chat. Fíjese en esta señal antes de iniciar o continuar una conversación.',
        'Una conversación con un perfil ficticio nunca puede dar lugar a un encuentro ni a una relación en la vida real, aunque la conversación parezca sugerir lo contrario. Los mensajes a perfiles ficticios cuestan los mismos créditos que los mensajes a otros miembros. Si no desea chatear con perfiles ficticios, no inicie conversaciones con perfiles que lleven esa señal.',
      ],
    },
    {
      heading: 'Normas de conducta',
      paragraphs: [
        '{site_name} está pensado para el contacto respetuoso entre adultos. Usted es responsable de todo lo que publica y envía, y debe cumplir la ley y estas normas.',
        'En particular, está prohibido: publicar o enviar contenido que implique o sexualice a menores; subir fotos de otras personas sin su consentimiento o usar una foto de perfil en la que no aparezca usted; acosar, amenazar, insultar, chantajear o discriminar a otros miembros; publicar contenido ilícito, violento, de odio o difamatorio; ofrecer o solicitar servicios sexuales a cambio de dinero, o anunciar productos, servicios u otros sitios web; compartir datos personales de terceros o pedir a otros miembros dinero o datos financieros; hacerse pasar por otra persona o crear cuentas falsas o múltiples; enviar spam o utilizar bots, scripts u otras herramientas automatizadas; o intentar eludir las medidas de seguridad o el sistema de créditos de {site_name}.',
        'Quedar en persona con otro miembro es decisión y responsabilidad suya. Quede en un lugar público, diga a alguien de confianza adónde va y no envíe nunca dinero a alguien a quien solo conoce por internet.',
        'Puede bloquear a cualquier miembro, que a partir de ese momento ya no podrá contactarle. Denuncie los contenidos o comportamientos que incumplan estas normas mediante el formulario de reclamaciones en {domain}/complaints.',
      ],
    },
    {
      heading: 'Moderación, suspensión y expulsión',
      paragraphs: [
        'Podemos revisar perfiles, fotos y mensajes, por ejemplo tras una denuncia, para hacer cumplir estas normas y proteger a nuestros miembros. Podemos rechazar o retirar el contenido que infrinja estos términos o la ley.',
        'Según la gravedad de la infracción, podemos advertirle, restringir o suspender temporalmente su cuenta o expulsarle de forma permanente. En casos graves, como contenido relacionado con menores, fraude, amenazas o infracciones reiteradas, podemos expulsarle sin previo aviso. Un miembro expulsado no puede crear una nueva cuenta.',
        'Le informaremos de cualquier medida que adoptemos y de sus motivos, salvo que la ley nos lo impida. Tomamos estas decisiones con diligencia, de forma objetiva y teniendo debidamente en cuenta sus intereses. Puede impugnar una decisión mediante el formulario de reclamaciones.',
        'La expulsión no afecta a su derecho al reembolso de los créditos no utilizados conforme a las normas de reembolso anteriores, salvo que se deba a fraude o a un uso abusivo de los medios de pago. Podemos denunciar los delitos ante las autoridades competentes.',
      ],
    },
    {
      heading: 'Su contenido y nuestra licencia',
      paragraphs: [
        'Usted conserva todos los derechos sobre las fotos, los textos y demás contenido que publique en {site_name}. Usted garantiza que tiene derecho a publicar ese contenido, que no vulnera derechos de terceros y que todas las personas reconocibles en sus fotos han consentido su publicación.',
        'Para que podamos prestar el servicio, usted concede a {company_name} una licencia no exclusiva y gratuita para almacenar, recodificar, redimensionar y mostrar su contenido a otros miembros, exclusivamente para el funcionamiento de {site_name}. No vendemos su contenido ni lo utilizamos fuera de {site_name} sin su permiso expreso y por separado.',
        'Esta licencia finaliza cuando usted elimina el contenido o cuando su cuenta se elimina definitivamente, salvo en lo que respecta a las copias que la ley nos obligue a conservar.',
        'El software, el diseño, los textos y las marcas de {site_name} nos pertenecen a nosotros o a nuestros licenciantes. No puede copiarlos, extraerlos de forma automatizada ni reutilizarlos sin nuestro permiso.',
      ],
    },
    {
      heading: 'Nuestro servicio y responsabilidad',
      paragraphs: [
        'Hacemos todo lo posible para que {site_name} esté disponible y sea seguro, pero no podemos garantizar que funcione siempre sin interrupciones ni errores. Podemos modificar, ampliar o restringir funciones por motivos justificados, como exigencias legales, razones de seguridad o la evolución técnica. Le informaremos con antelación de los cambios importantes que le afecten.',
        'No garantizamos que vaya a encontrar un match o una pareja. No podemos verificar la identidad ni las intenciones de cada miembro y no somos responsables de lo que otros miembros digan o hagan, dentro o fuera de {site_name}.',
        'Respondemos sin limitación de los daños causados con dolo o culpa grave, de los daños por muerte o lesiones personales y en todos los casos en que la ley no permita limitar la responsabilidad. En los demás casos, y en la medida en que la ley lo permita, nuestra responsabilidad se limita a los daños directos previsibles, hasta el importe que nos haya pagado en los doce meses anteriores al hecho que causó el daño.',
        'Nada de lo dispuesto en estos términos limita los derechos que la legislación imperativa le reconoce como consumidor.',
      ],
    },
    {
      heading: 'Eliminación de su cuenta',
      paragraphs: [
        'Puede eliminar su cuenta en cualquier momento desde los ajustes de su cuenta. A continuación le enviaremos un correo electrónico con un enlace que le permite deshacer la eliminación en un plazo de 14 días. Durante ese periodo, su perfil deja de ser visible para otros miembros.',
        'Si no utiliza el enlace en esos 14 días, su cuenta y sus datos personales se borran de forma definitiva y ya no pueden recuperarse. Únicamente se conservan los registros de facturación, de forma anonimizada, durante el tiempo que exija la normativa fiscal.',
        'Los créditos no utilizados se pierden una vez eliminada definitivamente la cuenta. Si tiene derecho a un reembolso, solicítelo antes de eliminar su cuenta.',
        'Podemos resolver el contrato y cerrar su cuenta si le expulsamos (véase «Moderación, suspensión y expulsión») o, con un preaviso razonable, si dejamos de explotar {site_name}. Si cerramos {site_name}, le reembolsaremos todos los créditos comprados que no haya utilizado.',
      ],
    },
    {
      heading: 'Reclamaciones, litigios y ley aplicable',
      paragraphs: [
        'Si tiene una reclamación sobre {site_name}, sobre una compra o sobre una decisión que hayamos tomado, como la retirada de contenido o una expulsión, utilice el formulario de reclamaciones en {domain}/complaints. También puede escribirnos a {support_email}.',
        'Describa su reclamación con la mayor claridad posible. Le confirmaremos la recepción y responderemos lo antes posible, normalmente en un plazo de 14 días. Si necesitamos más tiempo, le explicaremos el motivo y cuándo puede esperar una respuesta.',
        'Si no logramos resolver una reclamación de común acuerdo, puede someter el litigio al tribunal competente. En el caso de decisiones sobre moderación de contenidos, también puede acudir a un órgano de resolución extrajudicial de litigios certificado conforme al Reglamento de Servicios Digitales de la UE.',
        'Estos términos se rigen por la ley del país en el que {company_name} tiene su domicilio social ({country}). Si usted es consumidor, ello no le priva de la protección que le otorgan las disposiciones imperativas de la ley del país en el que tiene su residencia habitual. Como consumidor, puede ejercitar acciones ante los tribunales del país en el que reside o del país en el que estamos establecidos; nosotros solo podemos ejercitar acciones contra usted ante los tribunales del país en el que reside.',
      ],
    },
    {
      heading: 'Modificaciones de estos términos',
      paragraphs: [
        'Podemos modificar estos términos por motivos justificados, por ejemplo por la incorporación de nuevas funciones o por cambios legislativos o jurisprudenciales. La fecha de la versión vigente figura al principio de estos términos.',
        'Le informaremos de los cambios importantes por correo electrónico o en {site_name} al menos 30 días antes de su entrada en vigor. Si no está de acuerdo con un cambio, puede eliminar su cuenta antes de esa fecha. Si sigue utilizando {site_name} después de esa fecha, se aplicarán los nuevos términos. Los cambios nunca se aplican con carácter retroactivo a las compras ya realizadas.',
        'Si alguna disposición de estos términos fuera nula, las demás disposiciones seguirán en vigor.',
      ],
    },
  ],
} satisfies LegalDoc;
