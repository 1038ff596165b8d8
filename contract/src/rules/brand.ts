/** The academy's name, as the public site and the portal's top bar show it. */
export const ACADEMY_NAME = 'Christian Leadership Academy';
