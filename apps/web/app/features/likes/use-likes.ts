import { useCallback, useEffect, useRef, useState } from 'react';
import { MATCH_RELOAD_MS, type TLikesResponse } from '@cupido/contract/browser';
import { call } from '../../lib/api.ts';
import { useLiveEvents } from '../../lib/live.tsx';

/**
 * The member's likes, kept current without a reload: a new like, an unlike or a block reloads
 * them; a match reloads them about 0.5 s after the match modal showed (spec section 4).
 */
export function useLikes(initial: TLikesResponse) {
  const [likes, setLikes] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // New data from the page's loader (a navigation) wins over what was reloaded here.
  const [given, setGiven] = useState(initial);
  if (given !== initial) {
    setGiven(initial);
    setLikes(initial);
  }
  const reload = useCallback(async () => {
    const next = await call('GET /api/likes.php').catch(() => undefined);
    if (next) setLikes(next);
  }, []);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  useLiveEvents((event) => {
    if (event.type === 'like' || event.type === 'unlike') void reload();
    if (event.type === 'match') timer.current = setTimeout(() => void reload(), MATCH_RELOAD_MS);
  });
  return { likes, reload };
}
