import { useEffect, useState } from 'react';
import styled from 'styled-components';
import posterUrl from './media/hero-poster.jpg';
import videoUrl from './media/hero-loop.mp4';

interface NetworkInformation {
  saveData?: boolean;
}

/** No video on a save-data connection or when the visitor asks for reduced motion: the poster stays. */
export function shouldPlayVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
  background: #0b6b4b url(${posterUrl}) center / cover no-repeat;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** The hero's looping background: muted, inline, decorative, and never downloaded when it should not be. */
export function HeroVideo() {
  const [play, setPlay] = useState(false);
  // Decided after the first paint on purpose: the poster paints first, and the video is only added afterwards.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPlay(shouldPlayVideo()), []);
  return <Media aria-hidden="true">{play ? <video src={videoUrl} poster={posterUrl} autoPlay muted loop playsInline preload="auto" data-testid="hero-video" /> : null}</Media>;
}
