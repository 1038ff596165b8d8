// The public pages and what each must show, for the browser tests of the public site.

/** What each public route must show (docs/requirements.md §1, §2.1-2.3). */
export const PUBLIC_PAGES: Array<{ path: string; heading: string | RegExp; texts: string[] }> = [
  {
    path: '/',
    heading: 'Christian Leadership Academy',
    texts: ['Our academy is committed to providing high-quality, faith-based training to students worldwide.'],
  },
  {
    path: '/about',
    heading: 'About the academy',
    texts: [
      "To develop Christian-driven leaders who are adaptive in bringing change and influential in advancing God's kingdom on earth.",
      'All courses are free in the first year of the program.',
      'Each level of classes lasts one month and ends in team',
      'Three course levels exist',
    ],
  },
  {
    path: '/programs',
    heading: 'Our programs',
    texts: ["Believer-Beginners' Class", 'Minister-Service Class', 'Leader-Managerial Class'],
  },
  { path: '/faculty', heading: 'Our faculty', texts: ['CEO & Program Director', 'Guest Lecturer'] },
  { path: '/facaulty', heading: 'Our faculty', texts: ['CEO & Program Director', 'Guest Lecturer'] },
  { path: '/faculty/1', heading: 'Rev. Dr. Samuel Adeyemi', texts: ['CEO & Program Director', 'Back to faculty'] },
  { path: '/faculty/999', heading: 'faculty member not found', texts: ['Back to faculty'] },
  { path: '/faq', heading: 'Frequently asked questions', texts: ['How much does it cost?'] },
  { path: '/contact', heading: 'Contact us', texts: ['All fields are required.'] },
  { path: '/privacy', heading: 'Your data and privacy', texts: ['Download my data', 'Delete my account', 'For how long', 'Whom to ask'] },
  { path: '/no-such-page', heading: 'Page not found', texts: ['Go to the home page'] },
];
