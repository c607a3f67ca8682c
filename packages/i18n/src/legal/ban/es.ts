import type { LegalDoc } from '../legal-doc.ts';

export default {
  title: 'Política de suspensión',
  intro:
    'En {site_name} todo el mundo debería poder conocer gente de forma segura y agradable. Esta política explica cuándo bloqueamos una cuenta, qué supone un bloqueo para tus créditos y tus datos y cómo puedes recurrirlo si tu cuenta es bloqueada.',
  sections: [
    {
      heading: '¿Por qué bloqueamos cuentas?',
      paragraphs: [
        '{site_name} debe ser un lugar seguro y agradable para todos. Por eso bloqueamos las cuentas que incumplen nuestras normas. Los motivos más habituales son: acoso, amenazas o comportamiento ofensivo hacia otros miembros; ser menor de 18 años o cualquier contacto que implique a menores; estafas y pedir a otros miembros dinero, tarjetas regalo o datos bancarios; spam y publicidad no solicitada; identidades falsas, como usar el nombre o las fotos de otra persona; y publicar o enviar contenido ilegal.',
        'Según la gravedad del incumplimiento, podemos bloquear una cuenta sin previo aviso. Cuando la ley lo exige, comunicamos las actividades ilegales a las autoridades competentes.',
      ],
    },
    {
      heading: '¿Qué pasa con tus créditos y tus datos?',
      paragraphs: [
        'Mientras tu cuenta esté bloqueada, tu perfil no será visible para otros miembros y no podrás usar tus créditos. Tu saldo de créditos sigue vinculado a tu cuenta: si se levanta el bloqueo, podrás volver a usarlos.',
        'Conservamos tus datos solo durante el tiempo necesario para tramitar el incumplimiento y cualquier recurso, y para cumplir nuestras obligaciones legales. Después, se eliminan de acuerdo con nuestra política de privacidad.',
        'Si crees que tienes derecho al reembolso de créditos no utilizados, indícalo cuando te pongas en contacto con nosotros.',
      ],
    },
    {
      heading: 'Cómo recurrir el bloqueo',
      paragraphs: [
        '¿Crees que tu cuenta se ha bloqueado por error? Envía un correo electrónico a {support_email} desde la dirección vinculada a tu cuenta o utiliza el formulario de reclamaciones en {domain}/complaints.',
        'Indica tu nombre de usuario y explica por qué consideras que el bloqueo no está justificado. Añade cualquier información que pueda ayudarnos a revisar tu caso.',
      ],
    },
    {
      heading: '¿Qué ocurre después?',
      paragraphs: [
        'Revisamos cada recurso con atención y te comunicamos nuestra decisión por correo electrónico. Si el bloqueo resulta injustificado, restablecemos tu cuenta, incluidos tus créditos.',
        'No crees una cuenta nueva mientras tu cuenta esté bloqueada: las cuentas creadas para eludir un bloqueo también se bloquean. Esto no afecta a tus derechos legales.',
      ],
    },
  ],
} satisfies LegalDoc;
