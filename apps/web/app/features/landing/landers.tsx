import type { ComponentType } from 'react';
import { AdultOnly } from './adult-only.tsx';
import { AloneTonight } from './alone-tonight.tsx';
import { CollageLanding } from './collage-landing.tsx';
import { GalleryLanding } from './gallery-landing.tsx';
import { IconsLanding } from './icons-landing.tsx';
import type { TLanderName } from './lander-names.ts';
import type { TLanderProps } from './lander-props.ts';
import { MapLanding } from './map-landing.tsx';
import { SocialNetwork } from './social-network.tsx';
import { TinderSwipe } from './tinder-swipe.tsx';
import { TransitionsVideo } from './transitions-video.tsx';
import { VideoLanding } from './video-landing.tsx';
import { WhoNeedsStrings } from './who-needs-strings.tsx';

/** Each lander's page, by its name in the route table. */
export const LANDERS: Record<TLanderName, ComponentType<TLanderProps>> = {
  adultonly: AdultOnly,
  tinderswipe: TinderSwipe,
  whoneedsstrings: WhoNeedsStrings,
  alonetonight: AloneTonight,
  collagelanding: CollageLanding,
  gallery: GalleryLanding,
  iconslanding: IconsLanding,
  maplanding: MapLanding,
  socialnetwork: SocialNetwork,
  transitionsvideolanding: TransitionsVideo,
  video: VideoLanding,
};
