import type { experienceEn } from './en.ts';

export const experienceIt: Record<keyof typeof experienceEn, string> = {
  'common.cancel': 'Annulla',
  'member.block_title': 'Bloccare {name}?',
  'member.block_body':
    '{name} non potrà più vedere il tuo profilo né contattarti. La vostra conversazione e i vostri mi piace verranno eliminati.',
  'member.block_yes': 'Blocca',
  'member.blocked_toast': 'Hai bloccato {name}.',
  'member.unblocked_toast': 'Hai sbloccato {name}.',
  'my_profile.delete_photo_title': 'Eliminare questa foto?',
  'my_profile.delete_photo_body': 'Verrà rimossa definitivamente dal tuo profilo.',
  'chat.delete_title': 'Eliminare questa conversazione?',
  'chat.delete_yes': 'Elimina',
  'chat.deleted_toast': 'La tua conversazione con {name} è stata eliminata.',
  'chat.menu': 'Altre opzioni',
  'settings.blocked_title': 'Membri bloccati',
  'settings.blocked_intro':
    'I membri che hai bloccato non possono vedere il tuo profilo né contattarti.',
  'settings.blocked_empty': 'Non hai bloccato nessuno.',
  'privacy.invisible_on': 'La modalità invisibile è attiva: non compari nelle ricerche.',
  'privacy.invisible_off':
    'La modalità invisibile è disattivata: i membri possono di nuovo trovarti.',
  'privacy.private_on':
    'La modalità privacy è attiva: ti vedono solo le persone a cui hai messo mi piace o scritto.',
  'privacy.private_off':
    'La modalità privacy è disattivata: i membri vedono di nuovo il tuo profilo.',
  'privacy.receipts_on': 'Le conferme di lettura sono attive.',
  'privacy.receipts_off': 'Le conferme di lettura sono disattivate.',
  'privacy.status_invisible': 'Invisibile',
  'privacy.status_private': 'Modalità privacy',
  'privacy.status_help': 'Puoi cambiarlo nella sezione Privacy del tuo profilo.',
  'tabs.label': 'Sezioni',
  'tabs.search': 'Cerca',
  'tabs.likes': 'Mi piace',
  'tabs.messages': 'Messaggi',
  'tabs.profile': 'Profilo',
  'visitor.signup_hint': 'Prima volta qui? L’iscrizione è gratuita e richiede un minuto.',
  'search.active_count': '{count, plural, one {# attivo} many {# di attivi} other {# attivi}}',
  'search.clear': 'Azzera i filtri',
  'live.message_from': 'Nuovo messaggio da {name}',
  'steps.looking_for': 'Chi ti piacerebbe conoscere?',
  'steps.looking_for_help':
    'La ricerca parte da qui; puoi cambiarlo nei filtri in qualsiasi momento.',
  'chat.gift_unaffordable': 'I tuoi crediti non bastano per un regalo.',
  'chat.gift_cost_missing':
    '{credits, plural, one {# credito} many {# di crediti} other {# crediti}} · non bastano',
  'member.report': 'Segnala {name}',
  'complaints.about_profile': 'Riguardo al profilo numero {id}: ',
};
