// The layers of the web app (apps/web/README.md, Layers), held by dependency-cruiser with the package rules of
// .dependency-cruiser.cjs:
//
//   router.tsx  ->  pages  ->  features/<area>  ->  features/shared  ->  packages
//
// A page may use any feature; a feature uses only its own folder and features/shared (plus frames and the
// packages); nothing under pages' feet (features, frames, guards, navigation) imports a page or the router. The
// router imports pages, the frames and guards it wraps them in, the route tables (routes/) and react-router.
// tests/layers/web.test.mjs proves every rule fails on a violation.

const src = '^apps/web/src/';

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
module.exports = [
  {
    name: 'web-pages-on-top',
    comment:
      'pages sit on top: only the router, the app entries and other pages import a page, and nothing below ' +
      'them (features, frames, guards, navigation) imports the router',
    severity: 'error',
    from: { path: `${src}(features|frames|guards|navigation)/`, pathNot: '\\.test\\.tsx?$' },
    to: { path: `${src}(pages/|routes/|router\\.tsx$|App\\.tsx$|main\\.tsx$|prerender\\.tsx$)` },
  },
  {
    name: 'web-page-folders',
    comment:
      "a page uses its own folder and the helpers at the top of pages/, never another page folder's files " +
      '(what two page folders share moves up to pages/ or into a feature)',
    severity: 'error',
    from: { path: `${src}pages/([^/]+)/` },
    to: { path: `${src}pages/[^/]+/`, pathNot: `${src}pages/$1/` },
  },
  {
    name: 'web-feature-fence',
    comment:
      'a feature imports no other feature: what two features share lives in features/shared, which imports ' +
      'no feature at all',
    severity: 'error',
    from: { path: `${src}features/([^/]+)/` },
    to: { path: `${src}features/`, pathNot: `${src}features/($1|shared)/` },
  },
  {
    name: 'web-router-pages-only',
    comment:
      'router.tsx routes to pages: it imports pages, the frames and guards around them, the route tables ' +
      '(routes/), react and react-router; never a feature or a package (a page brings what it needs in its chunk)',
    severity: 'error',
    from: { path: `${src}router\\.tsx$` },
    to: { pathNot: `${src}(pages|frames|guards|routes)/|(^|/)node_modules/(react|react-router)/` },
  },
];
