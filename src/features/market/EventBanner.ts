// The banner at the head of an event's page (a match's Game Details, a horse race): the sport's picture, a status pill, the event's name and start time.
import { styled } from '@linaria/react';

/** White text over the picture the page sets as its background (under a dark fade, so the text reads). */
export const EventBanner = styled.div`
  display: flex;
  align-items: center;
  padding: 14px 16px;
  background-size: cover;
  background-position: center;
  color: #fff;

  .info {
    min-width: 0;
  }
  h1 {
    margin: 6px 0 2px;
    font-size: 20px;
    line-height: 1.2;
    font-weight: 800;
    text-shadow: 0 1px 3px rgba(0, 0, 0, 0.5);
  }
  .time {
    margin: 0;
    font-size: 13px;
    opacity: 0.9;
  }
  .status {
    display: inline-block;
    padding: 2px 8px;
    border-radius: 3px;
    background: #757575;
    font-size: 11px;
    font-weight: 800;
    letter-spacing: 0.08em;
  }
  .status[data-tone='open'] {
    background: #2e7d32;
  }
`;
