import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { captureChannelSettings } from './channel-settings';

/** Spec §3/§9: H5-channelCode and H5-managerId are stored from the query string on any route. */
export function useChannelCapture(): void {
  const { search } = useLocation();
  useEffect(() => {
    captureChannelSettings([window.location.search, search]);
  }, [search]);
}
