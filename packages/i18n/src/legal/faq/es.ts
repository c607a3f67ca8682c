import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Preguntas frecuentes',
  intro:
    'Aquí encontrarás las respuestas a las preguntas que más nos hacen. ¿No encuentras lo que buscas? Ponte en contacto con nuestro servicio de atención al cliente en {support_email}.',
  sections: [
    {
      heading: '¿Quién puede unirse a {site_name}?',
      paragraphs: [
        '{site_name} es solo para adultos. Para crear una cuenta debes tener al menos 18 años, y al registrarte confirmas que los tienes.',
        'El registro es gratuito. Después de registrarte te enviamos un correo electrónico con un enlace de activación; tu cuenta quedará activa en cuanto hagas clic en él.',
      ],
    },
    {
      heading: '¿Cuánto cuesta {site_name}?',
      paragraphs: [
        'Crear una cuenta, completar tu perfil, buscar miembros y dar «me gusta» a perfiles es gratis. Solo pagas cuando chateas: enviar mensajes, fotos y regalos cuesta créditos.',
        'No hay ninguna suscripción. Compras créditos en paquetes, como compra única, cuando los necesites. Los nuevos miembros disfrutan de un descuento de bienvenida por tiempo limitado.',
      ],
    },
    {
      heading: '¿Cómo funcionan los créditos?',
      paragraphs: [
        'Los créditos son la moneda con la que chateas en {site_name}. Cada mensaje, foto o regalo que envías cuesta un número determinado de créditos, y el precio se muestra siempre antes de enviarlo. Tu saldo actual aparece en tu cuenta.',
        'Puedes recargar créditos en cualquier momento comprando un nuevo paquete. Si lo prefieres, puedes activar un pedido recurrente para que el mismo paquete se vuelva a pedir automáticamente. Puedes cancelar un pedido recurrente cuando quieras desde tu cuenta.',
      ],
    },
    {
      heading: '¿Qué es la membresía premium?',
      paragraphs: [
        'Te conviertes en miembro premium con tu primera compra de créditos. Como miembro premium puedes ver todas las fotos de los demás miembros, subir hasta 25 fotos propias y mantener tantas conversaciones como quieras.',
        'Los miembros gratuitos pueden tener como máximo 2 conversaciones y subir hasta 3 fotos. Una vez que eres premium, lo sigues siendo aunque se te acaben los créditos.',
      ],
    },
    {
      heading: '¿Cuántas fotos puedo subir?',
      paragraphs: [
        'Los miembros gratuitos pueden subir hasta 3 fotos; los miembros premium, hasta 25. Las fotos deben mostrarte a ti y cumplir nuestras condiciones generales. No se permiten fotos de otras personas ni contenido ilegal.',
        'Consejo: una foto tuya nítida y reciente hace que tu perfil resulte mucho más atractivo.',
      ],
    },
    {
      heading: '¿Son reales todos los perfiles?',
      paragraphs: [
        'No. Además de miembros reales, en {site_name} hay perfiles ficticios. Los gestionan operadores que chatean contigo como entretenimiento; no es posible quedar con ellos en la vida real.',
        'Los perfiles ficticios siempre están claramente marcados con un icono y un aviso, para que sepas en todo momento con quién hablas. Chatear con un perfil ficticio cuesta créditos igual que chatear con un miembro real.',
      ],
    },
    {
      heading: '¿Cómo funcionan los matches?',
      paragraphs: [
        'Si te gusta un perfil, dale a «me gusta». Si ese miembro también te da «me gusta», ¡tenéis un match! Los dos sabéis que el interés es mutuo.',
        'No necesitas un match para enviar un mensaje, pero es una buena excusa para romper el hielo.',
      ],
    },
    {
      heading: '¿Qué son el modo invisible y el modo privado?',
      paragraphs: [
        'En el modo invisible tu perfil no aparece en los resultados de búsqueda. Los demás miembros no pueden encontrarte, así que eres tú quien da el primer paso: solo pueden contactarte después de que les hayas escrito.',
        'En el modo privado tu perfil solo es visible para los miembros a los que hayas dado «me gusta» o enviado un mensaje. Puedes activar y desactivar ambos modos cuando quieras en Mi perfil, en el apartado Privacidad.',
      ],
    },
    {
      heading: '¿Cómo bloqueo a otro miembro?',
      paragraphs: [
        'Usa el botón de bloquear en su perfil (la cabecera de vuestra conversación lleva allí). Los miembros que has bloqueado aparecen en tu configuración, donde puedes desbloquearlos. Al bloquear a alguien se eliminan todas las conversaciones y los «me gusta» entre vosotros, y esa persona ya no podrá contactarte.',
        'Si alguien te acosa o incumple las normas, denúncialo también a través del formulario de reclamaciones en {domain}/complaints para que podamos tomar medidas.',
      ],
    },
    {
      heading: 'No he recibido el correo de activación. ¿Qué hago?',
      paragraphs: [
        'El correo puede tardar unos minutos en llegar. Revisa tu carpeta de spam o correo no deseado y comprueba que escribiste bien tu dirección de correo electrónico al registrarte.',
        '¿Sigue sin llegar? Añade {support_email} a tus contactos y escribe a nuestro servicio de atención al cliente; te ayudaremos a activar tu cuenta.',
      ],
    },
    {
      heading: 'He olvidado mi contraseña. ¿Cómo la restablezco?',
      paragraphs: [
        'En la página de inicio de sesión, usa el enlace para restablecer la contraseña e introduce la dirección de correo electrónico de tu cuenta. Te enviaremos un enlace para elegir una contraseña nueva.',
        'El enlace solo es válido durante un tiempo limitado. Si ha caducado, solicita uno nuevo. Por tu seguridad, nunca te pediremos tu contraseña por correo electrónico ni por teléfono.',
      ],
    },
    {
      heading: '¿Cómo elimino mi cuenta? ¿Puedo deshacerlo?',
      paragraphs: [
        'Puedes eliminar tu cuenta desde la configuración de tu cuenta. A partir de ese momento, tu perfil deja de ser visible para los demás miembros.',
        '¿Has cambiado de opinión? Durante los 14 días siguientes a la eliminación puedes reactivar tu cuenta con el enlace del correo que te enviamos. Pasado ese plazo, tu cuenta se elimina definitivamente, salvo los datos que la ley nos obliga a conservar, como los registros de pago.',
        'Eliminar tu cuenta no supone el reembolso automático de los créditos no utilizados. Si tienes derecho a un reembolso, solicítalo antes de eliminar tu cuenta.',
      ],
    },
    {
      heading: '¿Puedo recuperar mi dinero?',
      paragraphs: [
        'Los créditos no utilizados se pueden reembolsar en un plazo de {refund_days} días desde la compra. Los créditos ya utilizados no son reembolsables.',
        'Para solicitar un reembolso, escribe a {support_email}. Encontrarás todos los detalles en nuestra política de devoluciones.',
      ],
    },
    {
      heading: '¿Qué métodos de pago puedo utilizar?',
      paragraphs: [
        'Los métodos de pago disponibles dependen de tu país y pueden incluir iDEAL, Bancontact, tarjetas de crédito y débito, PayPal, domiciliación bancaria SEPA, BLIK y Przelewy24. Al comprar créditos verás las opciones que tienes a tu disposición.',
        'Los pagos se procesan a través de proveedores de pago seguros. Los créditos se añaden a tu cuenta en cuanto se confirma el pago.',
      ],
    },
    {
      heading: '¿Cómo puedo protegerme?',
      paragraphs: [
        'Nunca envíes dinero, tarjetas regalo ni datos bancarios a alguien que hayas conocido por internet, por muy convincente que sea su historia. Pedir dinero a otros miembros va contra nuestras normas y conlleva el bloqueo de la cuenta.',
        'Tómate tu tiempo antes de compartir datos personales como tu dirección, tu lugar de trabajo o tu número de teléfono. Si decides quedar con alguien, hazlo en un lugar público concurrido y cuéntale a alguien de confianza adónde vas.',
        'Bloquea a los miembros que te incomoden y denuncia cualquier comportamiento sospechoso a través del formulario de reclamaciones en {domain}/complaints.',
      ],
    },
    {
      heading: '¿Cómo puedo contactar con {site_name}?',
      paragraphs: [
        'Escribe a {support_email} o llámanos al {support_phone}. Indica tu nombre de usuario para que podamos ayudarte rápidamente.',
        'Puedes presentar una reclamación a través del formulario en {domain}/complaints. En nuestra página de atención al cliente encontrarás todos los datos de contacto.',
      ],
    },
  ],
} satisfies LegalDoc;
