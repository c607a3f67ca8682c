import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Política de cookies',
  intro:
    'Esta política de cookies explica qué cookies y tecnologías similares utiliza {site_name} ({domain}), para qué las utilizamos y cómo puede controlarlas. Las reducimos al mínimo: solo guardamos lo que el sitio necesita para funcionar y lo necesario para recordar las decisiones que usted mismo toma.',
  sections: [
    {
      heading: '¿Qué son las cookies y el almacenamiento local?',
      paragraphs: [
        'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador y que este devuelve a ese sitio en visitas posteriores. El almacenamiento local (local storage) es una técnica similar: también permite a un sitio web guardar información en su navegador, pero esa información permanece en su dispositivo y no se envía automáticamente al servidor.',
        'Según la normativa europea de privacidad, las cookies y tecnologías similares estrictamente necesarias para prestar un servicio que usted ha solicitado pueden utilizarse sin su consentimiento. Para todas las demás necesitamos su consentimiento previo.',
      ],
    },
    {
      heading: 'Cookies que utilizamos',
      paragraphs: [
        'Cookie de sesión (cuyo nombre empieza por «auth.»): mantiene su sesión iniciada después de acceder, para que no tenga que volver a identificarse en cada página, y protege su cuenta frente a usos indebidos. Esta cookie es estrictamente necesaria. Se conserva durante un máximo de 30 días o hasta que cierre la sesión.',
        'Cookie de idioma («locale»): recuerda el idioma que ha elegido para {site_name}, de modo que el sitio se muestre en ese idioma en su próxima visita. No contiene ninguna otra información y se conserva durante 365 días.',
        'Ambas son cookies propias, instaladas por el propio {site_name}. No se utilizan para seguirle por otros sitios web y su contenido no se comparte con terceros.',
        'Además, si llega a través de un enlace de uno de nuestros socios publicitarios, una cookie propia llamada «tracking_source» registra solo ese hecho (sin ningún identificador) durante 30 días, para que podamos mostrarle la búsqueda de miembros. Los códigos de socio de ese enlace se guardan en el almacenamiento local de su navegador y se envían cuando se registra.',
      ],
    },
    {
      heading: 'Almacenamiento local y de sesión',
      paragraphs: [
        'Al entrar en {site_name} mostramos una advertencia de que el sitio está dirigido exclusivamente a adultos. Cuando usted la confirma y la cierra, lo registramos, junto con el momento en que lo hizo, en el almacenamiento local de su navegador con la clave «hide-site-entry-warning», para que la advertencia no vuelva a aparecer en cada visita.',
        'Hacemos lo mismo cuando cierra otros avisos y alertas del sitio, para que no vuelva a verlos.',
        'Estas entradas solo registran que ha cerrado un aviso y cuándo. Permanecen en su dispositivo hasta que borre los datos de su navegador y no se nos envían.',
        'Tras una actualización del sitio, su navegador puede guardar brevemente una marca de tiempo en el almacenamiento de sesión (session storage) con la clave «chunk-reload-at», para que la página se recargue como máximo una vez por minuto si una parte de ella ya no puede cargarse. El almacenamiento de sesión se borra al cerrar la pestaña.',
      ],
    },
    {
      heading: 'Sin cookies publicitarias ni de seguimiento',
      paragraphs: [
        'No utilizamos cookies publicitarias de terceros ni cookies de seguimiento sin su consentimiento. Si algún día quisiéramos utilizar cookies que no sean estrictamente necesarias, por ejemplo con fines estadísticos o publicitarios, le pediremos antes su consentimiento y actualizaremos esta política. Podrá retirar ese consentimiento en cualquier momento.',
        'Al comprar créditos, es posible que se le redirija al sitio web de nuestro proveedor de pagos. Ese proveedor puede instalar sus propias cookies conforme a su propia política de cookies y de privacidad, por ejemplo para procesar el pago de forma segura y prevenir el fraude.',
      ],
    },
    {
      heading: 'Cómo eliminar o bloquear las cookies',
      paragraphs: [
        'Puede consultar y eliminar las cookies y el almacenamiento local en cualquier momento desde la configuración de su navegador, normalmente en el apartado «Privacidad» o «Datos de sitios». También puede configurar su navegador para que bloquee las cookies. Las páginas de ayuda de su navegador explican cómo hacerlo.',
        'Tenga en cuenta que, si elimina la cookie de sesión, se cerrará su sesión, y si la bloquea, no podrá iniciar sesión. Si elimina la cookie de idioma, el sitio volverá a mostrarse en el idioma predeterminado. Si borra el almacenamiento local, volverán a aparecer la advertencia de entrada y los avisos que había cerrado.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        'Actualizaremos esta política si cambiamos las cookies o el almacenamiento local que utilizamos. La versión vigente está siempre disponible en esta página.',
        '¿Tiene alguna pregunta? Póngase en contacto con {company_name} en {support_email}. En nuestra política de privacidad encontrará más información sobre cómo tratamos los datos personales.',
      ],
    },
  ],
} satisfies LegalDoc;
