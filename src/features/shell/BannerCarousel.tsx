// The banner carousel: the domain's banners, advancing every 5 s and wrapping, with arrows and dots.
import { styled } from '@linaria/react';
import { bannerCarousel } from '../../../streams/notices';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { useBannerIndex, useBanners } from './state';

export function BannerCarousel(): React.JSX.Element | null {
  const banners = useBanners();
  const index = useBannerIndex();
  if (banners === null) return <Frame aria-busy="true" className="placeholder" />;
  if (banners.length === 0) return null;
  const shown = Math.min(index, banners.length - 1);
  return (
    <Frame role="region" aria-roledescription="carousel" aria-label="Banners">
      <div className="track" style={{ transform: `translateX(-${shown * 100}%)` }}>
        {banners.map((src, i) => (
          <div
            className="slide"
            key={`${i}-${src}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${banners.length}`}
            aria-hidden={i !== shown}
          >
            {/* The first banner is the home page's largest paint on a phone: fetched at once, first. */}
            <img src={src} alt="" loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <>
          <button type="button" className="arrow prev" aria-label="Previous banner" onClick={bannerCarousel.prev}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className="arrow next" aria-label="Next banner" onClick={bannerCarousel.next}>
            <ChevronRightIcon />
          </button>
          <div className="dots">
            {banners.map((src, i) => (
              <button
                type="button"
                key={`${i}-${src}`}
                aria-label={`Show banner ${i + 1}`}
                aria-current={i === shown ? 'true' : undefined}
                onClick={() => bannerCarousel.goTo(i)}
              />
            ))}
          </div>
        </>
      )}
    </Frame>
  );
}

const Frame = styled.section`
  position: relative;
  overflow: hidden;
  aspect-ratio: 1200 / 300;
  max-height: 260px;
  width: 100%;
  border-radius: var(--radius);
  background: var(--surface-3);
  box-shadow: var(--card-shadow);

  &.placeholder {
    animation: banner-pulse 1.2s ease-in-out infinite alternate;
  }
  @media (prefers-reduced-motion: reduce) {
    &.placeholder {
      animation: none;
    }
  }
  @keyframes banner-pulse {
    to {
      opacity: 0.6;
    }
  }
  html[data-layout='aura'] & {
    border-radius: var(--radius-lg);
  }

  .track {
    display: flex;
    height: 100%;
    transition: transform 450ms ease;
  }
  .slide {
    flex: 0 0 100%;
    height: 100%;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .arrow {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.42);
    color: #fff;
    font-size: 18px;
  }
  html[data-layout='tamannahSquare'] & .arrow {
    border-radius: 0;
    height: 48px;
  }
  .arrow:hover {
    background: rgba(0, 0, 0, 0.62);
  }
  .prev {
    left: 8px;
  }
  .next {
    right: 8px;
  }
  /* Phones: small, faint arrows hugging the edges, so they cover as little of the banner as they can. */
  @media (max-width: 600px) {
    .arrow,
    html[data-layout='tamannahSquare'] & .arrow {
      width: 22px;
      height: 30px;
      border-radius: 4px;
      background: rgba(0, 0, 0, 0.3);
      font-size: 14px;
    }
    .prev {
      left: 2px;
    }
    .next {
      right: 2px;
    }
  }
  .dots {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 8px;
    display: flex;
    justify-content: center;
    gap: 6px;
  }
  .dots button {
    width: 8px;
    height: 8px;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.55);
    transition: width 200ms;
  }
  .dots button[aria-current] {
    width: 22px;
    border-radius: 4px;
    background: #fff;
  }
  html[data-layout='tamannahSquare'] & .dots button {
    border-radius: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    .track {
      transition: none;
    }
  }
`;
