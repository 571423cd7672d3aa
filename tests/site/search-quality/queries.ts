// What readers type, and the pages that answer it. success@k counts a query as answered when one
// of its pages is among the first k results (any section of the page). Questions, API names,
// half-remembered words and misspellings, for both versions.

import type { QualityQuery } from '../../../scripts/search-quality/evaluate';

const ce = (path: string) => [`/docs/cats-effect2/${path}`, `/docs/cats-effect3/${path}`];
const v1 = (path: string, libraries = ['cats-effect', 'monix', 'scalaz-effect']) =>
  libraries.map((library) => `/docs/v1/docs/${library}/${path}`);

export const QUALITY_QUERIES: readonly QualityQuery[] = [
  { query: 'convert Future to IO', version: 'current', answers: [...ce('from-future'), '/docs/monix3/from-future'] },
  { query: 'catch exception as Either', version: 'current', answers: ce('fx/error-handling/can-catch') },
  { query: 'catchNonFatalEither', version: 'current', answers: ce('fx/error-handling/can-catch') },
  { query: 'catch non fatal either', version: 'current', answers: ce('fx/error-handling/can-catch') },
  {
    query: 'how do I handle an error with a default value',
    version: 'current',
    answers: ce('fx/error-handling/can-handle-error'),
  },
  { query: 'handleNonFatal', version: 'current', answers: ce('fx/error-handling/can-handle-error') },
  { query: 'recover from some errors with a partial function', version: 'current', answers: ce('fx/error-handling/') },
  { query: 'retry a failing effect', version: 'current', answers: ce('fx/error-handling/') },
  { query: 'restartOnError', version: 'current', answers: ce('fx/error-handling/') },
  {
    query: 'which import do I need for Cats Effect 3',
    version: 'current',
    answers: ['/docs/cats-effect3/import', '/docs/cats-effect3/'],
  },
  { query: 'what to import', version: 'current', answers: [...ce('import'), '/docs/'] },
  { query: 'effectOf', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'pureOf or effectOf', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'pureOrError', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'lift an Either into F', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'fromOption', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'build F from a Try', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'errorOf', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'unitOf', version: 'current', answers: [...ce('fx/construct'), ...ce('fx/fx-cheat-sheet')] },
  { query: 'read a line from the console', version: 'current', answers: ce('console-effect') },
  { query: 'readYesNo', version: 'current', answers: ce('console-effect') },
  { query: 'putStrLn', version: 'current', answers: ce('console-effect') },
  { query: 'test code that reads stdin', version: 'current', answers: ce('console-effect') },
  {
    query: 'ContextShift',
    version: 'current',
    answers: ['/docs/cats-effect2/from-future', '/docs/cats-effect2/', '/docs/cats-effect2/import'],
  },
  {
    query: 'IORuntime',
    version: 'current',
    answers: ['/docs/cats-effect3/', '/docs/cats-effect3/import', '/docs/cats-effect3/from-future'],
  },
  {
    query: 'Monix Scheduler',
    version: 'current',
    answers: ['/docs/monix3/', '/docs/monix3/fx', '/docs/monix3/from-future'],
  },
  { query: 'run a Task', version: 'current', answers: ['/docs/monix3/', '/docs/monix3/fx'] },
  { query: 'unsafeToFuture', version: 'current', answers: [...ce('from-future'), '/docs/monix3/from-future'] },
  {
    query: 'sbt dependency',
    version: 'current',
    answers: ['/docs/', '/docs/cats-effect2/', '/docs/cats-effect3/', '/docs/monix3/'],
  },
  { query: 'Scala 3 given import', version: 'current', answers: ce('import') },
  { query: 'Fx or FxCtor', version: 'current', answers: ce('fx/') },
  { query: 'ResourceMaker', version: 'current', answers: ce('') },
  { query: 'close an AutoCloseable resource', version: 'current', answers: ce('') },
  { query: 'rethrowIfLeft', version: 'current', answers: ce('fx/error-handling/can-catch') },
  { query: 'cheat sheet', version: 'current', answers: ce('fx/fx-cheat-sheet') },
  { query: 'are fatal errors caught', version: 'current', answers: ce('fx/error-handling/can-catch') },
  { query: 'cacthNonFatal', version: 'current', answers: ce('fx/error-handling/can-catch') },
  { query: 'recovr from errors', version: 'current', answers: ce('fx/error-handling/') },
  {
    query: 'exceptions thrown by a Java client',
    version: 'current',
    answers: [...ce('fx/error-handling/can-catch'), ...ce('fx/construct'), ...ce('fx/'), '/docs/'],
  },
  { query: 'EitherT support', version: 'v1', answers: v1('eithert-support') },
  { query: 'optionTOf', version: 'v1', answers: v1('optiont-support') },
  { query: 'eitherTRight', version: 'v1', answers: v1('eithert-support') },
  {
    query: 'scalaz IO unsafePerformIO',
    version: 'v1',
    answers: v1('', ['scalaz-effect']).concat(v1('fx', ['scalaz-effect'])),
  },
  { query: 'moving to 2.x', version: 'v1', answers: ['/docs/v1/'] },
  { query: 'ConsoleEffect', version: 'v1', answers: v1('console-effect') },
  { query: 'FromFuture with ContextShift', version: 'v1', answers: v1('from-future', ['cats-effect']) },
];
