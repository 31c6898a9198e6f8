// The visitor IP lookup (a third-party service): a fixed documentation-range address in a JSONP-style body.
import { HttpResponse, http, type HttpHandler } from 'msw';
import { IP_LOOKUP_MATCHER, isIpLookup } from '../calls';

export const VISITOR_IP = {
  query: '203.0.113.7',
  ip: '203.0.113.7',
  country: 'India',
  country_code: 'IN',
  regionName: 'Maharashtra',
  region: 'Maharashtra',
  city: 'Mumbai',
  isp: 'Example ISP',
  organization_name: 'Example ISP',
  timezone: 'Asia/Kolkata',
  status: 'success',
} as const;

export function ipLookupHandler(): HttpHandler {
  return http.get(IP_LOOKUP_MATCHER, ({ request }) => {
    const url = new URL(request.url);
    if (!isIpLookup(request.method, url)) return undefined;
    const name = url.searchParams.get('callback') ?? url.searchParams.get('jsonp') ?? 'callback';
    const safe = /^[A-Za-z_$][\w$.]*$/.test(name) ? name : 'callback';
    return HttpResponse.text(`${safe}(${JSON.stringify(VISITOR_IP)})`, {
      headers: { 'Content-Type': 'application/javascript', 'Access-Control-Allow-Origin': '*' },
    });
  });
}
