/**
 * One caption cue as the player hands it to the caption layer: times in seconds on the
 * presentation's timeline, text as plain lines (WebVTT markup already removed).
 */
export interface CaptionCue {
  id: string;
  startTime: number;
  endTime: number;
  text: string;
}
