// The client-review module's public face (ADR 0032): review links an editor shares, and the
// client's page that decides on them; the only writer of review_links and review_link_pins. It uses
// pins (the not-found text) and schedule (an approval puts the pin into the schedule).
export { clientReviewRoutes, reviewLinkRoutes } from './routes';
