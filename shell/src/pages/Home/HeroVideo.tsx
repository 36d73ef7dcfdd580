import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import posterUrl from './media/hero-poster.jpg';
import videoUrl from './media/hero-loop.mp4';
import { isLowData, useLowData } from '@civic/shared';
import { t } from '../../messages';

interface NetworkInformation {
  saveData?: boolean;
}

/** No video in low-data mode, on a save-data connection or when the visitor asks for reduced motion: the poster stays. */
export function shouldPlayVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || isLowData()) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

const Media = styled.div`
  position: absolute;
  inset: 0;
  z-index: 0;
  background: #0b6b4b url(${posterUrl}) center / cover no-repeat;
  /* Low-data mode (the server marks the page, so this holds before any script runs): the picture only on a tap. */
  html[data-low-data] &:not([data-picture]) {
    background-image: none;
  }
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

/** Above the hero's shade, bottom right: moving content that loops must have a way to stop it (WCAG 2.2.2). */
const PauseButton = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 3;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: #fff;
  background: rgba(8, 22, 15, 0.75);
  border: 2px solid #fff;
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;
`;

/**
 * The hero's looping background: muted, inline, decorative, never downloaded when it should not be, and with
 * a button that pauses and plays it.
 */
export function HeroVideo() {
  const { on: lowData } = useLowData();
  const [picture, setPicture] = useState(false);
  const [play, setPlay] = useState(false);
  const [paused, setPaused] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // Decided after the first paint on purpose: the poster paints first, and the video is only added afterwards.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPlay(shouldPlayVideo()), []);

  function toggle() {
    const element = video.current;
    if (!element) return;
    if (paused) void element.play()?.catch(() => undefined);
    else element.pause();
    setPaused(!paused);
  }

  return (
    <>
      <Media aria-hidden="true" data-picture={picture ? '' : undefined}>
        {play && !lowData ? <video ref={video} src={videoUrl} poster={posterUrl} autoPlay muted loop playsInline preload="auto" data-testid="hero-video" /> : null}
      </Media>
      {play && !lowData ? (
        <PauseButton type="button" onClick={toggle}>
          {paused ? t('videoPlay') : t('videoPause')}
        </PauseButton>
      ) : null}
      {lowData && !picture ? (
        <PauseButton type="button" onClick={() => setPicture(true)}>
          {t('showPicture')}
        </PauseButton>
      ) : null}
    </>
  );
}
