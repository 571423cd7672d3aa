import { describe, expect, it } from 'vitest';
import { blankCommentsAndStrings, scalaApi } from '../../../../src/node/api-coverage/scala-api';
import type { ScalaSyntaxError } from '../../../../src/node/import-docusaurus/scala-syntax';

const names = (source: string) => scalaApi(source).map((item) => `${item.kind}: ${item.qualifiedName}`);

describe('scalaApi', () => {
  it('lists a type class over F[_] with its public methods, and not its private or protected ones', () => {
    const source = `
package effectie.core

/** A doc comment that mentions def notAMethod. */
trait CanCatch[F[*]] {
  implicit protected def fxCtor: FxCtor[F]
  def catchNonFatalThrowable[A](fa: => F[A]): F[Either[Throwable, A]]
  @inline final def catchNonFatal[A, B](fb: => F[B])(f: PartialFunction[Throwable, A]): F[Either[A, B]] = {
    def helper = 1
    ???
  }
  private def secret: Int = 1
}
object CanCatch {
  def apply[F[*]: CanCatch]: CanCatch[F] = implicitly[CanCatch[F]]
}
trait NotATypeClass[A] {
  def value: A
}`;
    expect(names(source)).toEqual([
      'type class: effectie.core.CanCatch',
      'method: effectie.core.CanCatch#catchNonFatalThrowable',
      'method: effectie.core.CanCatch#catchNonFatal',
    ]);
  });

  it('lists syntax: methods of Ops and implicit classes and of syntax packages, but not the implicit conversions', () => {
    const source = `
package effectie.syntax

trait fx {
  def effectOf[F[*]]: CurriedEffectOf[F] = new CurriedEffectOf[F]
  implicit final def fxOps[A](a: A): FxOps[A] = new FxOps[A](a)
  private[fx] final class CurriedEffectOf[F[*]](private val dummy: Boolean = true) extends AnyVal {
    def apply[A](a: => A)(implicit EF: FxCtor[F]): F[A] = EF.effectOf(a)
  }
  final class FxOps[A](private val a: A) extends AnyVal {
    def pureOfSome[F[*]](implicit EF: FxCtor[F]): F[Option[A]] = EF.pureOfSome(a)
  }
}
object fx extends fx`;
    expect(names(source)).toEqual([
      'syntax: effectie.syntax.fx#effectOf',
      'syntax: effectie.syntax.fx.FxOps#pureOfSome',
    ]);
  });

  it('lists the functions of a bundle imported as object X extends X', () => {
    const source = `
package effectie.cats

trait EitherTSupport {
  def eitherTOf[F[_]]: PartiallyApplied[F] = new PartiallyApplied[F]
}
object EitherTSupport extends EitherTSupport {
  implicit final class EitherTFAOps[F[_], A, B](private val fab: F[Either[A, B]]) extends AnyVal {
    def eitherT: EitherT[F, A, B] = EitherT(fab)
  }
}`;
    expect(names(source)).toEqual([
      'syntax: effectie.cats.EitherTSupport#eitherTOf',
      'syntax: effectie.cats.EitherTSupport.EitherTFAOps#eitherT',
    ]);
  });
});

describe('scalaApi signatures and instances', () => {
  const declared = (source: string) =>
    scalaApi(source).map((item) => `${item.kind}: ${item.qualifiedName}: ${item.signature}`);

  it('keeps each declaration as a reader reads it: one line, no body, annotation, final or comment, F[_] for F[*]', () => {
    const source = `
package effectie.core

trait Fx[F[*]]
    extends FxCtor[F]
    with CanCatch[F] {
  @inline final def fromOption[A](
    option: Option[A] // what there is
  )(orElse: => Throwable): F[A] =
    ???
  def flatMapFa[A, B](fa: F[A])(f: A => F[B]): F[B]
  override def handleNonFatal[A, AA >: A](fa: => F[A])(handleError: Throwable => AA): F[AA] = {
    ???
  }
}`;
    expect(declared(source)).toEqual([
      'type class: effectie.core.Fx: trait Fx[F[_]] extends FxCtor[F] with CanCatch[F]',
      'method: effectie.core.Fx#fromOption: def fromOption[A](option: Option[A])(orElse: => Throwable): F[A]',
      'method: effectie.core.Fx#flatMapFa: def flatMapFa[A, B](fa: F[A])(f: A => F[B]): F[B]',
      'method: effectie.core.Fx#handleNonFatal: def handleNonFatal[A, AA >: A](fa: => F[A])(handleError: Throwable => AA): F[AA]',
    ]);
  });

  it('lists what an object offers implicitly as instances, by the names the compiler gives them, and not conversions in traits', () => {
    const source = `
package effectie.instances.ce3

object fx {
  implicit object ioFx extends Fx[IO] {
    override def effectOf[A](a: => A): IO[A] = IO(a)
  }
  implicit val ioToFuture: ToFuture[IO] = new ToFuture[IO] { def unsafeToFuture[A](fa: IO[A]) = ??? }
  implicit def syncFx[F[*]: Sync]: Fx[F] = new Fx[F] {}
  private implicit val hidden: Int = 1
}
trait conversions {
  implicit def fxOps[A](a: A): FxOps[A] = new FxOps(a)
}`;
    expect(declared(source)).toEqual([
      'instance: effectie.instances.ce3.fx.ioFx: implicit object ioFx extends Fx[IO]',
      'instance: effectie.instances.ce3.fx#ioToFuture: implicit val ioToFuture: ToFuture[IO]',
      'instance: effectie.instances.ce3.fx#syncFx: implicit def syncFx[F[_]: Sync]: Fx[F]',
    ]);
  });
});

describe('scalaApi on what a light reading of the text missed', () => {
  const declared = (source: string) =>
    scalaApi(source).map((item) => `${item.kind}: ${item.qualifiedName}: ${item.signature}`);

  it('lists a method named by an operator, and drops annotations whose arguments nest', () => {
    const source = `
package effectie.time

object syntax {
  implicit final class FiniteDurationExtraOps(private val duration: FiniteDuration) extends AnyVal {
    def +-(tolerance: FiniteDuration): ApproxFiniteDuration = ApproxFiniteDuration(duration, tolerance)
  }
}
object instances {
  @SuppressWarnings(Array("org.wartremover.warts.ImplicitParameter"))
  implicit def futureFx(implicit EC: ExecutionContext): Fx[Future] = ???
}`;
    expect(declared(source)).toEqual([
      'syntax: effectie.time.syntax.FiniteDurationExtraOps#+-: def +-(tolerance: FiniteDuration): ApproxFiniteDuration',
      'instance: effectie.time.instances#futureFx: implicit def futureFx(implicit EC: ExecutionContext): Fx[Future]',
    ]);
  });

  it('keeps a header whole whose defaults hold braces, equals signs and strings', () => {
    const source = `
package effectie.core

trait Fx[F[*]] {
  def when[A](cond: Boolean = 1 == 1, label: String = "{")(fa: => F[A]): F[Unit]
  def orElse[A](fa: F[A])(fallback: => F[A] = { ??? }): F[A]
}`;
    expect(declared(source)).toEqual([
      'type class: effectie.core.Fx: trait Fx[F[_]]',
      'method: effectie.core.Fx#when: def when[A](cond: Boolean = 1 == 1, label: String = " ")(fa: => F[A]): F[Unit]',
      'method: effectie.core.Fx#orElse: def orElse[A](fa: F[A])(fallback: => F[A] = { ??? }): F[A]',
    ]);
  });

  it('says where a source does not parse', () => {
    const where = (source: string) => {
      try {
        scalaApi(source);
      } catch (error) {
        const { line, column, message } = error as ScalaSyntaxError;
        return `${line}:${column}: ${message}`;
      }
      return 'parsed';
    };
    expect(where('package effectie\n\ntrait Broken[F[_]] {\n  def x: = 1\n}')).toMatchInlineSnapshot(
      `"4:10: \`identifier\` expected but \`=\` found"`,
    );
  });
});

describe('blankCommentsAndStrings', () => {
  it('blanks comments and string contents but keeps every offset', () => {
    const source = 'val a = "}{ def x" // trait T[F[_]] {\n/* class C { */ val b = \'{\'';
    const blanked = blankCommentsAndStrings(source);
    expect(blanked).toHaveLength(source.length);
    expect(blanked).not.toMatch(/[{}]|def|trait|class/);
    expect(blanked.split('\n')).toHaveLength(2);
  });
});
