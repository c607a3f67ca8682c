import type { TCatalog } from '../catalog.ts';

export const es: TCatalog = {
  'app.loading': 'Cargando…',
  'app.skip_to_content': 'Saltar al contenido',
  'app.home': 'Inicio de {site_name}',

  'nav.main': 'Navegación principal',
  'nav.login': 'Iniciar sesión',
  'nav.search_members': 'Buscar miembros',
  'nav.messages': 'Mensajes',
  'nav.likes': 'Me gusta',
  'nav.credits': 'Créditos',
  'nav.get_premium': 'Hazte Premium',
  'nav.my_profile': 'Mi perfil',
  'nav.settings': 'Ajustes',
  'nav.logout': 'Cerrar sesión',
  'nav.account': 'Menú de la cuenta',
  'nav.language': 'Idioma',
  'nav.back': 'Atrás',
  'nav.toggle': 'Mostrar u ocultar navegación',

  'footer.nav': 'Pie de página',
  'footer.terms': 'Términos y condiciones',
  'footer.privacy': 'Política de privacidad',
  'footer.cookies': 'Cookies',
  'footer.ban': 'Política de suspensión',
  'footer.pricing': 'Precios',
  'footer.complaints': 'Reclamaciones',
  'footer.return_policy': 'Política de reembolso',
  'footer.faq': 'Preguntas frecuentes',
  'footer.support': 'Ayuda',
  'footer.copyright': '© {year} {company_name} · Todos los derechos reservados.',

  'disclaimer.adults':
    '{site_name} es solo para adultos de {min_age} años o más. Los miembros son responsables de lo que comparten.',
  'disclaimer.fictional':
    'Algunos perfiles de {site_name} son {fictional_plural}: están marcados con {fictional_icon} y nunca se presentan como personas reales.',

  'entry.title': 'Importante',
  'entry.body':
    '{site_name} es un sitio de citas para adultos. Al entrar confirmas que tienes al menos {min_age} años y que el contenido y las conversaciones eróticas son legales donde te encuentras.',
  'entry.fictional':
    'Algunos perfiles son {fictional_plural}. Siempre están marcados con {fictional_icon}.',
  'entry.enter': 'Tengo {min_age} años o más, entrar',
  'entry.leave': 'Salir',

  'error.not_found': 'No se ha encontrado esta página',
  'error.back_home': 'Volver a la página de inicio',
  'error.generic': 'Error',
  'error.while_showing': 'Se ha producido un error al mostrar la página de error',
  'error.try_again_later': 'Se ha producido un error, inténtalo de nuevo más tarde.',
  'error.has_occurred': 'Se ha producido un error.',
  'error.status': 'Error {status}',

  'network.offline': 'Estás sin conexión. Volveremos a conectarte en cuanto se restablezca.',
  'network.online': 'Vuelves a estar en línea.',

  'index.hero_title': 'Conoce gente nueva cerca de ti',
  'index.hero_lead':
    'Regístrate gratis, crea tu perfil en un minuto y empieza a chatear con miembros de {countries}.',
  'index.cta_signup': 'Regístrate gratis',
  'index.cta_login': 'Ya tengo una cuenta',
  'index.features_title': '¿Por qué {site_name}?',
  'index.feature_real_title': 'Miembros reales cerca de ti',
  'index.feature_real_body':
    'Busca por edad y región y descubre quién está en línea cerca de ti. Los perfiles ficticios siempre están marcados.',
  'index.feature_chat_title': 'Chatea en tiempo real',
  'index.feature_chat_body':
    'Envía mensajes, fotos y regalos. Solo pagas por lo que usas, con créditos y sin suscripción.',
  'index.feature_safe_title': 'Privado y seguro',
  'index.feature_safe_body':
    'El modo invisible, el modo privado y el bloqueo te dan el control. Tu ubicación exacta nunca sale de nuestros servidores.',
  'index.steps_title': 'Cómo funciona',
  'index.step_1': 'Crea tu perfil gratis',
  'index.step_2': 'Encuentra miembros que te gusten',
  'index.step_3': 'Empieza una conversación',
  'index.members_count': 'Miembros de {count} países',

  'legal.version': 'Versión del {date}',
  'legal.company': 'Datos de la empresa',
  'legal.company_name': 'Empresa',
  'legal.address': 'Dirección',
  'legal.kvk': 'Cámara de Comercio',
  'legal.vat': 'Número de IVA',
  'legal.tradenames': 'Nombres comerciales',
  'legal.support_email': 'Correo electrónico',
  'legal.support_phone': 'Teléfono',
  'legal.contents': 'Índice',

  'complaints.title': 'Reclamaciones',
  'complaints.intro':
    '¿Hay algo que no te ha gustado? Cuéntanos qué ha pasado y te responderemos por correo electrónico en un plazo de 5 días hábiles.',
  'complaints.name': 'Tu nombre',
  'complaints.email': 'Tu correo electrónico',
  'complaints.category': '¿De qué se trata?',
  'complaints.category_profile': 'Un miembro o perfil',
  'complaints.category_payment': 'Un pago o créditos',
  'complaints.category_privacy': 'La privacidad o mis datos',
  'complaints.category_technical': 'Algo no funciona',
  'complaints.category_other': 'Otra cosa',
  'complaints.message': 'Tu reclamación',
  'complaints.message_help':
    'Al menos 10 caracteres. No incluyas contraseñas ni números de tarjeta.',
  'complaints.submit': 'Enviar reclamación',
  'complaints.sending': 'Enviando…',
  'complaints.done_title': 'Gracias, hemos recibido tu reclamación',
  'complaints.done_body':
    'Tu número de referencia es {reference}. Nuestro equipo de soporte responderá a {email} en un plazo de 5 días hábiles.',
  'complaints.another': 'Presentar otra reclamación',

  'field.required': 'Este campo es obligatorio.',
  'field.too_short': 'Es demasiado corto.',
  'field.too_long': 'Es demasiado largo.',
  'field.invalid_email': 'Correo electrónico no válido',
  'field.invalid_choice': 'Elige una de las opciones.',
  'field.invalid_characters': 'Contiene caracteres no permitidos.',
  'field.invalid_domain': 'No es un nombre de dominio válido.',
  'field.must_be_path': 'Debe ser una ruta que empiece por /.',
  'field.unknown': 'Este campo no se esperaba.',
  'field.invalid': 'Este valor no es válido.',

  'api.validation_failed': 'Algunos valores no son válidos. Revisa los campos marcados.',
  'api.malformed_body': 'No se ha podido leer la solicitud.',
  'api.payload_too_large': 'La solicitud es demasiado grande.',
  'api.not_found': 'No se ha encontrado esta página',
  'api.method_not_allowed': 'Esta acción no está permitida aquí.',
  'api.authentication_required': 'Inicia sesión para continuar.',
  'api.csrf_failed':
    'La solicitud se ha rechazado por tu seguridad. Vuelve a cargar la página e inténtalo de nuevo.',
  'api.rate_limited': 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  'api.internal_error': 'Se ha producido un error, inténtalo de nuevo más tarde.',
  'api.service_unavailable':
    'El servicio no está disponible temporalmente. Inténtalo de nuevo dentro de un minuto.',

  'region.province': 'Provincia',
  'region.state': 'Estado',
  'region.canton': 'Cantón',
  'region.region': 'Región',
  'region.voivodeship': 'Voivodato',

  'fictional.singular': 'perfil ficticio',
  'fictional.plural': 'perfiles ficticios',
  'fictional.warning':
    'Este es un perfil ficticio. Las conversaciones con este perfil las mantiene nuestro equipo y no darán lugar a un encuentro real.',
};
